import { IP_RETENTION_MAX_DAYS, type TIpSettings } from '@inkwell/contract';
import { Save } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveIpSettings } from '../api/save-ip-settings';
import { ipSettingsFormSchema, toIpSettingsValues } from '../utils/ip-settings-form';
import { SwitchField } from '@/components/ui/switch-field';

export const IP_SETTINGS_SAVED = 'IP settings saved';

export function IpSettingsForm({ settings }: { settings: TIpSettings }) {
  const form = useZodForm(ipSettingsFormSchema, toIpSettingsValues(settings));
  const mutation = useSaveIpSettings();
  const { errors, values, register, setValue, fieldId } = form;
  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => void toast.success(IP_SETTINGS_SAVED),
      onError: form.applyApiError,
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="IP addresses" className="grid gap-6">
      <FormAlert message={form.formError} />
      <SwitchField
        id={fieldId('record_ips')}
        label="Record users’ IP addresses"
        hint="The address a user registered from and last signed in from, and the address a support request was sent from."
        checked={values.record_ips === 'true'}
        onCheckedChange={(checked) => setValue('record_ips', String(checked))}
        error={errors.record_ips}
      />
      <SwitchField
        id={fieldId('show_ips')}
        label="Show IP addresses in the users pages"
        hint="Admins see the recorded addresses on each user’s page."
        checked={values.show_ips === 'true'}
        onCheckedChange={(checked) => setValue('show_ips', String(checked))}
        error={errors.show_ips}
      />
      <FormField
        id={register('retention_days').id}
        label="Keep IP addresses for (days)"
        error={errors.retention_days}
        hint={`0 keeps them until the account is deleted; at most ${IP_RETENTION_MAX_DAYS} days. Every night, addresses older than this are erased.`}
        className="sm:max-w-xs"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={IP_RETENTION_MAX_DAYS}
          step={1}
          className="tabular-nums"
          {...register('retention_days')}
        />
      </FormField>
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save IP settings
      </PendingButton>
    </form>
  );
}
