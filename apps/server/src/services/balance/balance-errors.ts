import { CAPABILITY_LABELS, type TCapability } from '@inkwell/contract';
import { HttpError } from '../../lib/http-error.js';

/** 402: the balance does not cover the request; the message says how to get more. */
export class InsufficientBalanceError extends HttpError {
  constructor(
    readonly capability: TCapability,
    readonly needed: number,
  ) {
    super(
      402,
      `Not enough ${CAPABILITY_LABELS[capability]} left for this request (it needs ${needed}). ` +
        'Buy more on the Current Plan page.',
    );
    this.name = 'InsufficientBalanceError';
  }
}

/** 422: a per-request limit of the plan is exceeded (a check, nothing is spent). */
export class LimitExceededError extends HttpError {
  constructor(capability: TCapability, limit: number, requested: number) {
    super(
      422,
      `This request needs ${requested} ${CAPABILITY_LABELS[capability]}; your plan allows ${limit}. ` +
        'Buy a plan with a higher limit on the Current Plan page.',
    );
    this.name = 'LimitExceededError';
  }
}
