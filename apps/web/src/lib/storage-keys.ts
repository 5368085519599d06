import { STORAGE_KEYS } from '@inkwell/contract';
import { productSlug } from './product-name';

export type TStorageKeyName = keyof typeof STORAGE_KEYS;

/** Every storage key carries the product suffix, e.g. `access_token_inkwell`. */
export function storageKey(name: TStorageKeyName, slug: string = productSlug): string {
  return `${STORAGE_KEYS[name]}_${slug}`;
}
