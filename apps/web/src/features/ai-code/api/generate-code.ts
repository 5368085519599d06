import {
  codeEndpoints,
  ZCodeDoneEventSchema,
  type TCodeDoneEvent,
  type TCodeRequest,
} from '@inkwell/contract';
import { requestStream, type TStreamListeners, type TStreamOutcome } from '@/lib/api-stream';

/** How a code answer's stream ended: `done` carries the saved run and the generations left. */
export type TCodeOutcome = TStreamOutcome<TCodeDoneEvent>;

/**
 * POST ai/code/: asks for code and streams the answer. Refusals before the stream (400, 402,
 * 409, 429, 502, 503) throw as apiClient's errors.
 */
export function generateCode(request: TCodeRequest, listeners: TStreamListeners): Promise<TCodeOutcome> {
  return requestStream({
    endpoint: codeEndpoints.generate,
    body: request,
    done: ZCodeDoneEventSchema,
    ...listeners,
  });
}
