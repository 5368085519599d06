import { ZCodeDoneEventSchema, type TCodeDoneEvent, type TCodeRequest } from '@inkwell/contract';
import { requestStream, type TStreamCall, type TStreamOutcome } from '@/lib/api-stream';

/** How a code answer's stream ended: `done` carries the saved run and the generations left. */
export type TCodeOutcome = TStreamOutcome<TCodeDoneEvent>;

/** What a caller of a code answer's stream listens with. */
export type TCodeListeners = Pick<TStreamCall<TCodeDoneEvent>, 'onOpen' | 'onDelta' | 'signal'>;

/**
 * POST ai/code/: asks for code and streams the answer. Refusals before the stream (400, 402,
 * 409, 429, 502, 503) throw as apiClient's errors.
 */
export function generateCode(request: TCodeRequest, listeners: TCodeListeners): Promise<TCodeOutcome> {
  return requestStream({
    method: 'post',
    url: 'ai/code/',
    data: request,
    done: ZCodeDoneEventSchema,
    ...listeners,
  });
}
