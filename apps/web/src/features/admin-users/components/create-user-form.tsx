import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CapabilityNumberFields } from '@/components/capability-number-fields';
import { SuccessAlert } from '@/components/ui/alert';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { userEditPath, userInfoPath } from '@/config/paths';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateAdminUser, type TAdminCreateUserResponse } from '../api/create-admin-user';
import { balanceField, createUserFormSchema, EMPTY_CREATE_USER } from '../utils/create-user-form';
import { UserIdentityFields } from './user-identity-fields';

const STARTING_OPTIONS = [
  { value: 'trial', label: 'Trial balances (default)', description: 'What every new account starts with.' },
  { value: 'custom', label: 'Custom balances', description: 'Set a number for every balance and limit.' },
] as const;

function Created({ created }: { created: TAdminCreateUserResponse }) {
  return (
    <SuccessAlert title={created.detail}>
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        <Link
          to={userInfoPath(created.id)}
          className="rounded-sm font-medium text-brand underline focus-ring"
        >
          View the new user
        </Link>
        <Link
          to={userEditPath(created.id)}
          className="rounded-sm font-medium text-brand underline focus-ring"
        >
          Edit the new user
        </Link>
      </span>
    </SuccessAlert>
  );
}

/** A confirmed account, mailed a link to set its password; its starting balances the trial's or custom. */
export function CreateUserForm() {
  const form = useZodForm(createUserFormSchema, EMPTY_CREATE_USER);
  const mutation = useCreateAdminUser();
  const [created, setCreated] = useState<TAdminCreateUserResponse | null>(null);
  const { errors, register, values } = form;
  const onSubmit = form.handleSubmit((body) => {
    setCreated(null);
    mutation.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset();
      },
      onError: form.applyApiError,
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create user" className="grid gap-6">
      <FormAlert message={form.formError} />
      {created ? <Created created={created} /> : null}
      <UserIdentityFields form={form} />
      <RadioCardGroup
        name={register('starting').id}
        legend="Starting balances"
        options={STARTING_OPTIONS}
        value={values.starting}
        onChange={(value) => form.setValue('starting', value)}
      />
      {values.starting === 'custom' ? (
        <CapabilityNumberFields
          fieldProps={(capability) => register(balanceField(capability))}
          errorOf={(capability) => errors[balanceField(capability)]}
        />
      ) : null}
      <p className="text-sm text-muted-foreground">
        The account is confirmed at once. We email the person a link to choose their password; nobody else
        ever sets or sees it.
      </p>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        icon={UserPlus}
      >
        Create user
      </PendingButton>
    </form>
  );
}
