/** The AI capabilities a model is configured for (issue 11; one model each, or none). */
export const AI_CAPABILITIES = ['chat', 'code', 'template', 'image', 'tts', 'stt'] as const;
export type TAiCapability = (typeof AI_CAPABILITIES)[number];

export interface TChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface TChatStreamRequest {
  model: string;
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

/** Every AI tool's way to its provider; the openai SDK behind it (openai-provider.ts). */
export interface TAiProvider {
  /** The model configured for a capability, or undefined when that capability has none. */
  modelFor(capability: TAiCapability): string | undefined;
  streamChat(request: TChatStreamRequest): Promise<TChatStream>;
  listModels(): Promise<string[]>;
}
