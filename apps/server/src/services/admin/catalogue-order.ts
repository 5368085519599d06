import { FieldError } from '../../lib/http-error.js';

/** A catalogue's new order must name each of its items exactly once (refused as a field error on `ids`). */
export function checkCatalogueOrder(ids: readonly number[], known: readonly number[], detail: string): void {
  const items = new Set(known);
  if (ids.length !== items.size || new Set(ids).size !== ids.length || ids.some((id) => !items.has(id)))
    throw new FieldError('ids', detail);
}
