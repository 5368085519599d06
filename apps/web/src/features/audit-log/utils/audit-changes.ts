import { CAPABILITIES, capabilityTitle, type TCapability } from '@inkwell/contract';
import { formatDateTime } from '@/lib/format-date';

type TValues = Record<string, unknown> | null;

/** One field of a change: its name and value before and after ("—" where it had none). */
export interface TAuditChange {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted keys ({ stripe: { mode } } → "stripe.mode"), so each value is one line. */
function flatten(values: TValues, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(values ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [inner, innerValue] of flatten(value, path)) flat.set(inner, innerValue);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** A value as a person reads it: Yes/No, dates in the site's format, lists joined. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(formatAuditValue).join(', ');
  return JSON.stringify(value);
}

const isCapability = (key: string): key is TCapability => (CAPABILITIES as readonly string[]).includes(key);

/** "retention_days" → "Retention days"; "stripe.mode" → "Stripe › Mode"; a capability by its name. */
export function auditFieldLabel(key: string): string {
  return key
    .split('.')
    .map((part) => {
      if (isCapability(part)) return capabilityTitle(part);
      const words = part.replaceAll('_', ' ').trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** Every field of either side, in the order they first appear, changed or not. */
export function listAuditChanges(before: TValues, after: TValues): TAuditChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.map((key) => {
    const was = formatAuditValue(old.get(key));
    const is = formatAuditValue(now.get(key));
    return { key, label: auditFieldLabel(key), before: was, after: is, changed: was !== is };
  });
}
