import type { TProviderCallKind, TProviderCallOutcome } from '@inkwell/contract';
import { providerErrorKind } from './ai-errors.js';
import type {
  TAiConnection,
  TAiProvider,
  TAiTarget,
  TChatStream,
  TChatStreamRequest,
  TImageGenerationRequest,
  TProviderTranscript,
  TSpeechSynthesisRequest,
  TTranscriptionRequest,
} from './ai-provider.js';

/** Where each call's outcome and latency (ms) go: counted per hour (ProviderCallStats). */
export type TProviderCallSink = (
  kind: TProviderCallKind,
  outcome: TProviderCallOutcome,
  latencyMs: number,
) => void;

/** One sink that passes each call on to every given one (those left undefined are skipped). */
export function toEverySink(...sinks: (TProviderCallSink | undefined)[]): TProviderCallSink {
  const present = sinks.filter((sink) => sink !== undefined);
  return (kind, outcome, latencyMs) => {
    for (const sink of present) sink(kind, outcome, latencyMs);
  };
}

/**
 * The provider with every call counted for the admin overview: how it ended (answered, or the
 * kind of failure) and how long it took: to the first piece of a streamed answer, to the whole
 * answer otherwise. A call the user stopped counts as answered; one stopped before any piece is
 * not counted. Listing models (Test connection) is not counted.
 */
export class MeteredProvider implements TAiProvider {
  constructor(
    private readonly inner: TAiProvider,
    private readonly record: TProviderCallSink,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  async streamChat(target: TAiTarget, request: TChatStreamRequest): Promise<TChatStream> {
    const started = this.now();
    const stream = await this.#timed('text', started, request.signal, () =>
      this.inner.streamChat(target, request),
    );
    return { pieces: this.#pieces(stream.pieces, started, request.signal), usage: () => stream.usage() };
  }

  generateImages(target: TAiTarget, request: TImageGenerationRequest): Promise<Buffer[]> {
    return this.#counted('image', undefined, () => this.inner.generateImages(target, request));
  }

  synthesizeSpeech(target: TAiTarget, request: TSpeechSynthesisRequest): Promise<Buffer | undefined> {
    return this.#counted('speech', request.signal, () => this.inner.synthesizeSpeech(target, request));
  }

  transcribe(target: TAiTarget, request: TTranscriptionRequest): Promise<TProviderTranscript> {
    return this.#counted('transcription', request.signal, () => this.inner.transcribe(target, request));
  }

  listModels(connection: TAiConnection): Promise<string[]> {
    return this.inner.listModels(connection);
  }

  /** A whole call: counted when it answers or fails. */
  async #counted<T>(
    kind: TProviderCallKind,
    signal: AbortSignal | undefined,
    call: () => Promise<T>,
  ): Promise<T> {
    const started = this.now();
    const result = await this.#timed(kind, started, signal, call);
    this.record(kind, 'ok', this.now() - started);
    return result;
  }

  /** Counts a failure (not the caller's own abort) and passes it on. */
  async #timed<T>(
    kind: TProviderCallKind,
    started: number,
    signal: AbortSignal | undefined,
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!signal?.aborted) this.record(kind, providerErrorKind(error), this.now() - started);
      throw error;
    }
  }

  async *#pieces(
    pieces: AsyncIterable<string>,
    started: number,
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    let first: number | undefined;
    try {
      for await (const piece of pieces) {
        first ??= this.now() - started;
        yield piece;
      }
    } catch (error) {
      if (!signal.aborted) this.record('text', providerErrorKind(error), first ?? this.now() - started);
      else if (first !== undefined) this.record('text', 'ok', first);
      throw error;
    }
    if (first !== undefined || !signal.aborted) this.record('text', 'ok', first ?? this.now() - started);
  }
}
