import {
  templateEndpoints,
  ZTemplateDoneEventSchema,
  type TTemplateDoneEvent,
  type TTemplateRunRequest,
} from '@inkwell/contract';
import { requestStream, type TStreamListeners, type TStreamOutcome } from '@/lib/api-stream';

/** How a template run's stream ended: `done` carries the saved run and the generations left. */
export type TTemplateOutcome = TStreamOutcome<TTemplateDoneEvent>;

/** What a run sends: the template and its values and options. */
export interface TTemplateRun {
  templateId: number;
  request: TTemplateRunRequest;
}

/**
 * POST ai/templates/{id}/run/: runs a template and streams the result. Refusals before the
 * stream (400, 402, 404, 409, 429, 502, 503) throw as apiClient's errors.
 */
export function runTemplate(
  { templateId, request }: TTemplateRun,
  listeners: TStreamListeners,
): Promise<TTemplateOutcome> {
  return requestStream({
    endpoint: templateEndpoints.run,
    params: { id: templateId },
    body: request,
    done: ZTemplateDoneEventSchema,
    ...listeners,
  });
}
