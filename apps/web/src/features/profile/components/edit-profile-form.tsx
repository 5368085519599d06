import { ZProfileUpdateRequestSchema, type TProfileResponse } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveProfile } from '../api/save-profile';
import { AvatarPicker } from './avatar-picker';

/** An email change needs the current password; the name alone does not. */
function profileFormSchema(currentEmail: string) {
  return ZProfileUpdateRequestSchema.superRefine((data, ctx) => {
    if (data.email !== currentEmail.toLowerCase() && !data.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'Enter your current password to change your email.',
      });
    }
  });
}

/** Edit Account's profile: picture, name and email, all saved by one "Save profile". */
export function EditProfileForm({ profile }: { profile: TProfileResponse }) {
  const schema = useMemo(() => profileFormSchema(profile.email), [profile.email]);
  const form = useZodForm(schema, {
    full_name: profile.full_name,
    email: profile.email,
    current_password: '',
  });
  const [avatar, setAvatar] = useState<{ file: File | null; error?: string | undefined }>({ file: null });
  const mutation = useSaveProfile();
  const { errors, formError, register, values } = form;
  const emailChanged = values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.handleSubmit((data) => {
    const changes = emailChanged ? data : { full_name: data.full_name, email: profile.email };
    const nameChanged = data.full_name !== profile.full_name;
    const input = avatar.file
      ? { avatar: avatar.file, changes: nameChanged || emailChanged ? changes : null }
      : { avatar: null, changes };
    mutation.mutate(input, {
      onSuccess: () => {
        form.setValue('current_password', '');
        setAvatar({ file: null });
      },
      onError: form.applyApiError,
    });
  });

  // A rejected picture is a change the user asked for: nothing is saved until it is fixed.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!avatar.error) return submit(event);
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Profile">
      <FormAlert message={formError} />
      <AvatarPicker
        profile={profile}
        file={avatar.file}
        error={avatar.error}
        onPick={(file, error) => setAvatar({ file, error })}
      />
      <FormField id={register('full_name').id} label="Full name" error={errors.full_name}>
        <Input autoComplete="name" {...register('full_name')} />
      </FormField>
      <FormField
        id={register('email').id}
        label="Email"
        error={errors.email}
        hint="Changing it sends a confirmation link to the new address."
      >
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      {profile.pending_email ? (
        <p role="status" className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand">
          Confirm your new address: we sent a link to {profile.pending_email}.
        </p>
      ) : null}
      {emailChanged ? (
        <FormField
          id={register('current_password').id}
          label="Current password"
          error={errors.current_password}
        >
          <Input type="password" autoComplete="current-password" {...register('current_password')} />
        </FormField>
      ) : null}
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save profile
      </PendingButton>
    </form>
  );
}
