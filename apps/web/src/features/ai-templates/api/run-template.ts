import {
  ZTemplateDoneEventSchema,
  type TTemplateDoneEvent,
  type TTemplateRunRequest,
} from '@inkwell/contract';
import { requestStream, type TStreamCall, type TStreamOutcome } from '@/lib/api-stream';

/** How a template run's stream ended: `done` carries the saved run and the generations left. */
export type TTemplateOutcome = TStreamOutcome<TTemplateDoneEvent>;

/** What a caller of a template run's stream listens with. */
export type TTemplateListeners = Pick<TStreamCall<TTemplateDoneEvent>, 'onOpen' | 'onDelta' | 'signal'>;

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
  listeners: TTemplateListeners,
): Promise<TTemplateOutcome> {
  return requestStream({
    method: 'post',
    url: `ai/templates/${templateId}/run/`,
    data: request,
    done: ZTemplateDoneEventSchema,
    ...listeners,
  });
}
