import { z } from 'zod';
import { ZIdParamsSchema } from './params.js';

// ── What the operator's catalogues share (plans, assistants, templates) ──

/** PUT admin/<catalogue>/order/: every item's id, once, in the order users see them. */
export const ZCatalogueOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), 'List the items in order.')
    .min(1, 'List the items in order.')
    .max(500),
});
export type TCatalogueOrder = z.infer<typeof ZCatalogueOrderSchema>;

/** DELETE admin/<catalogue>/{id}/: deleted, or deactivated because something still names it. */
export const ZCatalogueRemovedSchema = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  detail: z.string(),
});
export type TCatalogueRemoved = z.infer<typeof ZCatalogueRemovedSchema>;

/** A catalogue item's id in the path. */
export const ZCatalogueIdParamsSchema = ZIdParamsSchema('The id');
