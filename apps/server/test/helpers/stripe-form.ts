/**
 * Stripe's request bodies are form-encoded with bracket keys, as the SDK writes them:
 * `line_items[0][price_data][currency]=usd&metadata[order_id]=7`. This reads them back into
 * nested objects, with arrays where every key of a level is an index 0…n-1.
 */
export type TFormValue = string | TFormValue[] | { [key: string]: TFormValue };
type TFormObject = { [key: string]: TFormValue };

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new Error(`malformed form key: ${key}`);
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] as string, ...rest];
}

function toArrays(value: TFormValue): TFormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, toArrays(value[key] as TFormValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

export function parseStripeForm(body: string): TFormObject {
  const root: TFormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node = root;
    path.slice(0, -1).forEach((segment) => {
      const child = node[segment];
      if (child !== undefined && (typeof child === 'string' || Array.isArray(child))) {
        throw new Error(`form key ${key} clashes with a value`);
      }
      node = (node[segment] ??= {}) as TFormObject;
    });
    node[path.at(-1) as string] = value;
  }
  return toArrays(root) as TFormObject;
}
