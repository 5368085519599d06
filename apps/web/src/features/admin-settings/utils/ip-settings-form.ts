import { ZIpSettingsSchema, type TIpSettings } from '@inkwell/contract';
import { z } from 'zod';

/** The form's text: the switches as "true"/"false", the days as typed. */
export interface TIpSettingsValues extends Record<string, string> {
  record_ips: string;
  show_ips: string;
  retention_days: string;
}

export function toIpSettingsValues(settings: TIpSettings): TIpSettingsValues {
  return {
    record_ips: String(settings.record_ips),
    show_ips: String(settings.show_ips),
    retention_days: String(settings.retention_days),
  };
}

/** The switches as booleans and the days as a number (empty: none), checked by the contract's schema. */
export const ipSettingsFormSchema = z.preprocess((input) => {
  const values = input as TIpSettingsValues;
  const days = values.retention_days.trim();
  return {
    record_ips: values.record_ips === 'true',
    show_ips: values.show_ips === 'true',
    retention_days: days === '' ? undefined : Number(days),
  };
}, ZIpSettingsSchema);
