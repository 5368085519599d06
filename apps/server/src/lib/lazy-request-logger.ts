import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type TLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type TLogArgs = Parameters<FastifyBaseLogger['info']>;

/** pino's level values; 'silent' logs nothing. */
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Infinity,
};

/**
 * `request.log` with the request id bound, made the first time something is logged at an
 * enabled level. Fastify makes a pino child for every request; a healthy answer logs nothing
 * at the default level (decision 016), so that child was pure cost: about a fifth of a
 * small answer's CPU (docs/BENCHMARKS.md, "Versus bare Node").
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #log(level: TLevel, args: TLogArgs): void {
    if (this.isLevelEnabled(level)) this.#real()[level](...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (LEVEL_VALUES[level] ?? 0) >= (LEVEL_VALUES[this.level] ?? 0);
  }

  // Methods on the prototype: one small object per request, no closures.
  fatal(...args: TLogArgs): void {
    this.#log('fatal', args);
  }
  error(...args: TLogArgs): void {
    this.#log('error', args);
  }
  warn(...args: TLogArgs): void {
    this.#log('warn', args);
  }
  info(...args: TLogArgs): void {
    this.#log('info', args);
  }
  debug(...args: TLogArgs): void {
    this.#log('debug', args);
  }
  trace(...args: TLogArgs): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#real().child(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: lazy when the route asks for nothing of its own (no
 * logLevel, no serializers), which is every route today; otherwise pino's child at once.
 */
export const createRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
