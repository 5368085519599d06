import { ZDateSettingsSchema, type TDateSettings } from '@inkwell/contract';
import { z } from 'zod';

/** Whose clock the site's times follow: each viewer's own, or one zone for everyone. */
export type TZoneMode = 'viewer' | 'fixed';

/** The form's text: the settings, with the time zone's choice apart from the zone picked. */
export interface TDateSettingsValues extends Record<string, string> {
  date_format: string;
  time_format: string;
  zone_mode: TZoneMode;
  time_zone: string;
}

export function toDateSettingsValues(settings: TDateSettings): TDateSettingsValues {
  return {
    date_format: settings.date_format,
    time_format: settings.time_format,
    zone_mode: settings.time_zone ? 'fixed' : 'viewer',
    time_zone: settings.time_zone ?? '',
  };
}

/** The values as settings (a viewer's-own zone is null); a fixed zone left empty is refused. */
export function readDateSettingsValues(values: Record<string, unknown>): Record<string, unknown> {
  const { zone_mode, time_zone, ...rest } = values;
  return { ...rest, time_zone: zone_mode === 'viewer' ? null : time_zone };
}

/** The form's values checked by the contract's own schema. */
export const dateSettingsFormSchema = z.preprocess(
  (values) => readDateSettingsValues(values as Record<string, unknown>),
  ZDateSettingsSchema,
);

/**
 * The settings the form shows as an example (today's date in each format, the live "Now"):
 * what is picked, or the saved settings' zone while a fixed zone is still being chosen.
 */
export function previewSettings(values: TDateSettingsValues, saved: TDateSettings): TDateSettings {
  const parsed = ZDateSettingsSchema.safeParse(readDateSettingsValues(values));
  if (parsed.success) return parsed.data;
  return {
    ...saved,
    date_format:
      ZDateSettingsSchema.shape.date_format.safeParse(values.date_format).data ?? saved.date_format,
    time_format:
      ZDateSettingsSchema.shape.time_format.safeParse(values.time_format).data ?? saved.time_format,
  };
}
