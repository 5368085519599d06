import type { TProviderCallKind, TProviderCallOutcome, TProviderHealth } from '@inkwell/contract';

/**
 * The AI provider's last outcome, as readiness reports it: the sink of every provider call
 * (MeteredProvider), kept in memory. A failure is `failing` until a later call answers; before
 * any call since the start the outcome is `unknown`. A failing provider degrades readiness
 * without taking the instance out of the balancer: every instance calls the same provider.
 */
export class ProviderHealth {
  #last: TProviderHealth = { outcome: 'unknown' };

  constructor(private readonly now: () => Date = () => new Date()) {}

  readonly record = (_kind: TProviderCallKind, outcome: TProviderCallOutcome): void => {
    const at = this.now().toISOString();
    this.#last = outcome === 'ok' ? { outcome: 'ok', at } : { outcome: 'failing', at, kind: outcome };
  };

  current(): TProviderHealth {
    return this.#last;
  }
}
