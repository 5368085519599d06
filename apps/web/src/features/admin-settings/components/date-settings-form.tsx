import {
  DATE_FORMATS,
  formatDisplayDate,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
  type TDateSettings,
} from '@inkwell/contract';
import { Save } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveDateSettings } from '../api/save-date-settings';
import { useNow } from '../hooks/use-now';
import { dateSettingsFormSchema, previewSettings, toDateSettingsValues } from '../utils/date-settings-form';
import { TimeZoneField } from './time-zone-field';

export const DATE_SETTINGS_SAVED = 'Date settings saved. Every date on the site now follows them.';

export function DateSettingsForm({ settings }: { settings: TDateSettings }) {
  const form = useZodForm(dateSettingsFormSchema, toDateSettingsValues(settings));
  const mutation = useSaveDateSettings();
  const { errors, values, setValue, fieldId } = form;
  const now = useNow().toISOString();
  const preview = previewSettings(values, settings);
  // Saving redraws the signed-in area in the new format, this form with it: await, not callbacks.
  const save = async (data: TDateSettings) => {
    try {
      await mutation.mutateAsync(data);
    } catch (error) {
      form.applyApiError(error);
      return;
    }
    void toast.success(DATE_SETTINGS_SAVED);
  };
  const onSubmit = form.handleSubmit((data) => void save(data));
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Date display" className="grid gap-7">
      <FormAlert message={form.formError} />
      <RadioCardGroup
        name={fieldId('date_format')}
        legend="Date format"
        className="grid-cols-2 lg:grid-cols-3"
        value={values.date_format}
        onChange={(value) => setValue('date_format', value)}
        error={errors.date_format}
        options={DATE_FORMATS.map((format) => ({
          value: format,
          label: formatDisplayDate(now, { ...preview, date_format: format }),
          description: format,
        }))}
      />
      <RadioCardGroup
        name={fieldId('time_format')}
        legend="Clock"
        value={values.time_format}
        onChange={(value) => setValue('time_format', value)}
        error={errors.time_format}
        options={TIME_FORMATS.map((format) => ({ value: format, label: TIME_FORMAT_LABELS[format] }))}
      />
      <TimeZoneField form={form} />
      <p className="rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm">
        <span className="font-medium">Now:</span>{' '}
        <span className="tabular-nums">{formatDisplayDate(now, preview, true)}</span>
        {preview.time_zone ? null : <span className="text-muted-foreground"> (your time zone)</span>}
      </p>
      <PendingButton type="submit" className="justify-self-start" pending={mutation.isPending} icon={Save}>
        Save date settings
      </PendingButton>
    </form>
  );
}
