/** Where a provider is: an OpenAI-compatible base URL and its key (none for Ollama and the like). */
export interface TAiConnection {
  /** The provider's id on AI Providers (`environment` for OPENAI_BASE_URL / OPENAI_API_KEY). */
  id: string;
  baseURL: string;
  apiKey: string | null;
}

/** What serves one capability: a provider and one of its models. */
export interface TAiTarget {
  connection: TAiConnection;
  model: string;
}

export interface TChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface TChatStreamRequest {
  messages: TChatTurn[];
  maxOutputTokens: number;
  /** Aborting it closes the upstream connection (Stop). */
  signal: AbortSignal;
}

/**
 * An answer being streamed. `open` resolved means the provider accepted the request (its
 * answer's head arrived): failures before that are ordinary errors the caller can refuse with.
 */
export interface TChatStream {
  /** The text as it arrives, piece by piece. */
  pieces: AsyncIterable<string>;
  /** What the provider reported once the stream ended (null when it reported none). */
  usage(): TChatUsage | null;
}

export interface TImageGenerationRequest {
  prompt: string;
  /** "1024x1024": one the model offers (image-models.ts). */
  size: string;
  /** At most the model's `perRequest`. */
  n: number;
  style?: string | undefined;
  quality?: string | undefined;
  /** Ask for base64 answers (`response_format: b64_json`); the GPT image models refuse the parameter. */
  askBase64: boolean;
}

export interface TSpeechSynthesisRequest {
  /** One of the provider's voices (`alloy`, `nova`). */
  voice: string;
  /** At most 4,096 characters (OpenAI's limit): the caller splits longer texts. */
  text: string;
  /** 0.25–4 for OpenAI; the tool offers 0.5–2. */
  speed: number;
  signal?: AbortSignal | undefined;
}

export interface TTranscriptionRequest {
  /** The audio, in a format the provider reads (MP3 here: small enough for its 25 MB limit). */
  audio: Buffer;
  fileName: string;
  /** ISO 639-1 (`en`, `de`). */
  language: string;
  signal?: AbortSignal | undefined;
}

/** A transcript as the provider gave it: the text and, when it timestamps them, its segments. */
export interface TProviderTranscript {
  text: string;
  segments: { start: number; end: number; text: string }[];
}

/** Every AI tool's way to its provider; the openai SDK behind it (openai-provider.ts). */
export interface TAiProvider {
  streamChat(target: TAiTarget, request: TChatStreamRequest): Promise<TChatStream>;
  /**
   * The images' bytes as the provider sent them (untrusted: the caller decodes and re-encodes
   * them), at most `n`; an answer that is neither base64 nor a URL on the provider's own host
   * is left out.
   */
  generateImages(target: TAiTarget, request: TImageGenerationRequest): Promise<Buffer[]>;
  /**
   * The text spoken (`audio.speech`, WAV asked for), as the bytes the provider sent (untrusted:
   * the caller decodes them); undefined when the answer is larger than 64 MB.
   */
  synthesizeSpeech(target: TAiTarget, request: TSpeechSynthesisRequest): Promise<Buffer | undefined>;
  /** What is said in the audio (`audio.transcriptions`), with segment timestamps where it gives them. */
  transcribe(target: TAiTarget, request: TTranscriptionRequest): Promise<TProviderTranscript>;
  /** The provider's models (`GET /models`): AI Providers' "Test connection". */
  listModels(connection: TAiConnection): Promise<string[]>;
}
