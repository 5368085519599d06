/** One server-sent event: its name (`message` when it has none) and its data lines, joined. */
export interface TServerEvent {
  event: string;
  data: string;
}

/** One block of `field: value` lines of the server's event stream; undefined when it carries no data. */
export function parseServerEvent(block: string): TServerEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    // A blank line ends the event; a line starting with a colon is a comment (a keep-alive).
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

/**
 * Reads a `text/event-stream` body as it arrives: bytes are decoded as they come (a character
 * may be split between two chunks), and each event is handed to `onEvent` once its blank line
 * is in, however the chunks cut it. Stops when `onEvent` answers a value (which it resolves
 * with), when the body ends (undefined), or when `signal` aborts (undefined).
 */
export async function readEventStream<T>(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TServerEvent) => T | undefined,
  signal?: AbortSignal,
): Promise<T | undefined> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      if (signal?.aborted) return undefined;
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n/g, '\n');
      const blocks = buffer.split('\n\n');
      // The last piece is an event still arriving, unless the body has ended.
      buffer = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const parsed = parseServerEvent(block);
        const result = parsed ? onEvent(parsed) : undefined;
        if (result !== undefined) return result;
      }
      if (done) return undefined;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}
