import { useMemo } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { browserTimeZone } from '@/lib/date-settings';
import type { useZodForm } from '@/lib/use-zod-form';
import type { TDateSettingsValues } from '../utils/date-settings-form';
import { listTimeZoneOptions } from '../utils/time-zone-options';
import { FieldError } from '@/components/ui/form-field';

type TDateSettingsForm = ReturnType<typeof useZodForm<never, TDateSettingsValues>>;

/** Whose clock times follow: each viewer's own zone, or one zone picked from a searchable list. */
export function TimeZoneField({ form }: { form: TDateSettingsForm }) {
  const { values, errors, setValue, fieldId } = form;
  const options = useMemo(() => listTimeZoneOptions(values.time_zone), [values.time_zone]);
  const zoneId = fieldId('time_zone');
  const fixed = values.zone_mode === 'fixed';
  return (
    <div className="grid gap-3">
      <RadioCardGroup
        name={fieldId('zone_mode')}
        legend="Time zone"
        value={values.zone_mode}
        onChange={(value) => setValue('zone_mode', value)}
        options={[
          {
            value: 'viewer',
            label: 'Each viewer’s own time zone',
            description: `Everyone sees their own clock (yours: ${browserTimeZone()}).`,
          },
          {
            value: 'fixed',
            label: 'One time zone for everyone',
            description: 'Every date and time is shown on the clock of the zone you pick.',
          },
        ]}
      />
      {fixed ? (
        <div className="grid gap-2 sm:max-w-md">
          <label htmlFor={zoneId} className="text-sm font-medium">
            Time zone for everyone
          </label>
          <Combobox
            id={zoneId}
            options={options}
            value={values.time_zone}
            onChange={(zone) => setValue('time_zone', zone)}
            placeholder="Search, e.g. Berlin"
            aria-invalid={errors.time_zone ? true : undefined}
            aria-describedby={errors.time_zone ? `${zoneId}-error` : undefined}
          />
          <FieldError id={`${zoneId}-error`} error={errors.time_zone} />
        </div>
      ) : null}
    </div>
  );
}
