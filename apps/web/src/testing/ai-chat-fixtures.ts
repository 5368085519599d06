import type { TAssistant, TChatDetail, TChatMessage, TChatSummary } from '@inkwell/contract';

/** Assistants shaped like the server's seed: two writers, a tutor and a general one. */
export const assistantsFixture: TAssistant[] = [
  {
    id: 1,
    name: 'General Assistant',
    description: 'Answers questions, drafts and edits text, and helps you think through problems.',
    category: 'General',
    avatar: '/assistants/general-assistant.svg',
  },
  {
    id: 2,
    name: 'Copywriter',
    description: 'Writes headlines, landing pages, ads and calls to action.',
    category: 'Writing',
    avatar: '/assistants/copywriter.svg',
  },
  {
    id: 3,
    name: 'Proofreader',
    description: 'Fixes spelling, grammar and punctuation without changing your voice.',
    category: 'Writing',
    avatar: '/assistants/proofreader.svg',
  },
  {
    id: 4,
    name: 'Tutor',
    description: 'Explains a subject step by step and checks what you understood.',
    category: 'Education',
    avatar: '/assistants/tutor.svg',
  },
];

const general = assistantsFixture[0]!;

export function chatSummary(overrides: Partial<TChatSummary> = {}): TChatSummary {
  return {
    id: 7,
    title: 'Trip to Lisbon',
    assistant: general,
    model: 'gpt-test',
    admin_test: false,
    created_at: '2026-03-02T09:30:00Z',
    updated_at: '2026-03-02T09:45:00Z',
    ...overrides,
  };
}

export function chatMessage(
  overrides: Partial<TChatMessage> & Pick<TChatMessage, 'id' | 'role'>,
): TChatMessage {
  return {
    content: '',
    status: 'complete',
    prompt_tokens: 0,
    completion_tokens: 0,
    created_at: '2026-03-02T09:40:00Z',
    ...overrides,
  };
}

/** Chat 7: one question and its answer. */
export function chatDetail(overrides: Partial<TChatDetail> = {}): TChatDetail {
  return {
    ...chatSummary(),
    messages: [
      chatMessage({ id: 1, role: 'user', content: 'Where should I eat in Lisbon?' }),
      chatMessage({ id: 2, role: 'assistant', content: 'Try **Alfama** for fado and grilled sardines.' }),
    ],
    generating: false,
    ...overrides,
  };
}

export const chatsFixture: TChatSummary[] = [
  chatSummary(),
  chatSummary({
    id: 6,
    title: 'Landing page headline',
    assistant: assistantsFixture[1]!,
    updated_at: '2026-02-20T16:00:00Z',
  }),
];

/** One event as the server writes it. */
export function sseEvent(event: 'delta' | 'done' | 'error', data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8' };

/** A finished event stream, its text cut into the given chunks (anywhere, as a network does). */
export function eventStreamResponse(chunks: (string | Uint8Array)[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}

/** An event stream the test writes to as it goes, to see the page between two events. */
export function openEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  return {
    response: () => new Response(body, { headers: SSE_HEADERS }),
    send: (event: 'delta' | 'done' | 'error', data: unknown) =>
      controller.enqueue(encoder.encode(sseEvent(event, data))),
    close: () => controller.close(),
  };
}
