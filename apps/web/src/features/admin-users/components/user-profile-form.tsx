import type { TAdminUserDetail } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { SuccessAlert } from '@/components/ui/alert';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { changedFields, isDirty, toProfileValues, ZUserProfileFormSchema } from '../utils/user-profile-form';
import { SwitchField } from '@/components/ui/switch-field';
import { UserIdentityFields } from './user-identity-fields';

export const PROFILE_SAVED = 'Profile saved.';

/** Name, email, role, confirmed and blocked; the server's guards (the last admin, oneself) show above. */
export function UserProfileForm({ user }: { user: TAdminUserDetail }) {
  const form = useZodForm(ZUserProfileFormSchema, toProfileValues(user));
  const mutation = useUpdateAdminUser();
  const [saved, setSaved] = useState(false);
  const { register, values } = form;
  const dirty = isDirty(user, values);
  const onSubmit = form.handleSubmit((data) => {
    setSaved(false);
    mutation.mutate(
      { id: user.id, body: changedFields(user, data) },
      { onSuccess: () => setSaved(true), onError: form.applyApiError },
    );
  });
  const setSwitch = (name: 'confirmed' | 'blocked') => (checked: boolean) => {
    setSaved(false);
    form.setValue(name, String(checked));
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="grid gap-5">
      <FormAlert message={form.formError} />
      {saved && !dirty ? <SuccessAlert title={PROFILE_SAVED} /> : null}
      <UserIdentityFields form={form} emailHint="Changed at once, without a confirmation email." />
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField
          boxed
          id={register('confirmed').id}
          label="Email confirmed"
          checked={values.confirmed === 'true'}
          onCheckedChange={setSwitch('confirmed')}
          hint="Until it is on, signing in asks them to confirm their email first."
        />
        <SwitchField
          boxed
          id={register('blocked').id}
          label="Blocked"
          checked={values.blocked === 'true'}
          onCheckedChange={setSwitch('blocked')}
          disabled={user.is_self}
          hint={
            user.is_self
              ? 'This is your own account: you cannot block yourself.'
              : 'Signs them out everywhere at once; they cannot sign in until unblocked.'
          }
        />
      </div>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        disabled={!dirty}
        icon={Save}
      >
        Save profile
      </PendingButton>
    </form>
  );
}
