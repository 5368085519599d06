import {
  PROVIDER_LATENCY_BOUNDS_MS,
  type TProviderCallKind,
  type TProviderCallOutcome,
} from '@inkwell/contract';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { registerStateGauges, type TStateSources } from './state-gauges.js';

/** Seconds: from a static answer's fraction of a millisecond to a long upload; streams go past. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `2xx`…`5xx`: the status class, so that one label value stands for many codes. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

type THttpSeries = ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>;

/**
 * The instance's Prometheus metrics, in a registry of its own (one per app: tests build many
 * in one process). Requests by route pattern, the AI provider's calls, the state behind the
 * alerts (answers in flight, queues, holds, the mail backlog) read when scraped, and Node's
 * own (event-loop delay, memory, GC) from prom-client's defaults. Names start with `inkwell_`.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #http: Histogram<'method' | 'route' | 'status'>;
  /** Label sets already seen, so a request costs a map lookup and one observe. */
  readonly #httpSeries = new Map<string, THttpSeries>();
  readonly #providerDuration: Histogram<'call' | 'outcome'>;
  readonly #providerErrors: Counter<'call' | 'error'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'inkwell_' });
    this.#http = new Histogram({
      name: 'inkwell_http_request_duration_seconds',
      help: 'Requests answered by the API and the app (its _count is the request total), by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.#providerDuration = new Histogram({
      name: 'inkwell_ai_provider_request_duration_seconds',
      help: 'AI provider calls by call (text, image, speech, transcription) and outcome: to the first piece of a streamed answer, else to the whole answer',
      labelNames: ['call', 'outcome'],
      buckets: PROVIDER_LATENCY_BOUNDS_MS.map((ms) => ms / 1000),
      registers,
    });
    this.#providerErrors = new Counter({
      name: 'inkwell_ai_provider_errors_total',
      help: 'AI provider calls that failed, by call and kind of error (auth, rate_limit, refused, server, network)',
      labelNames: ['call', 'error'],
      registers,
    });
  }

  /** One answered request; `route` is the route's pattern (never the raw URL), or `unmatched`. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const status = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? 'other';
    const key = `${method} ${status} ${route}`;
    let series = this.#httpSeries.get(key);
    if (!series) {
      series = this.#http.labels(method, route, status);
      this.#httpSeries.set(key, series);
    }
    series.observe(seconds);
  }

  /** A sink of MeteredProvider: every provider call's outcome and latency. */
  readonly recordProviderCall = (
    call: TProviderCallKind,
    outcome: TProviderCallOutcome,
    latencyMs: number,
  ): void => {
    this.#providerDuration.labels(call, outcome).observe(Math.max(0, latencyMs) / 1000);
    if (outcome !== 'ok') this.#providerErrors.labels(call, outcome).inc();
  };

  /** Gauges of the app's state, read from these sources when scraped. */
  watch(sources: TStateSources): void {
    registerStateGauges(this.registry, sources);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
