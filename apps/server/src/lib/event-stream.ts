import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** What a generation sends (DESIGN.md §3): text as it comes, then the outcome. */
export type TStreamEvent = 'delta' | 'done' | 'error';

/** Headers of an event stream on top of the reply's own (security headers, request id, no-store). */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies that buffer answers (nginx) pass each event on at once.
  'x-accel-buffering': 'no',
};

/** One event in the text/event-stream format: its name and its data as one line of JSON. */
export function formatEvent(event: TStreamEvent, data: unknown): string {
  // JSON.stringify escapes line breaks inside strings, so the data is always one line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A text/event-stream answer written straight to the socket, one write per event (each costs
 * ~16 µs of CPU through the app, docs/BENCHMARKS.md "Streamed answers"). The reply's headers
 * set by hooks so far go with it. Once the client has gone, `send` answers false and writes
 * nothing: the caller decides whether the work goes on (DESIGN.md §3: a generation finishes
 * and is saved if the browser leaves).
 */
export class EventStream {
  readonly #reply: FastifyReply;

  private constructor(reply: FastifyReply) {
    this.#reply = reply;
  }

  /** Sends the head now (status 200) so the browser sees the stream open before the first event. */
  static open(reply: FastifyReply): EventStream {
    const headers = { ...reply.getHeaders(), ...EVENT_STREAM_HEADERS } as OutgoingHttpHeaders;
    reply.hijack();
    reply.raw.writeHead(200, headers);
    reply.raw.flushHeaders();
    return new EventStream(reply);
  }

  /** Whether the client is still there to read. */
  get open(): boolean {
    const raw = this.#reply.raw;
    return !raw.writableEnded && !raw.destroyed;
  }

  send(event: TStreamEvent, data: unknown): boolean {
    if (!this.open) return false;
    this.#reply.raw.write(formatEvent(event, data));
    return true;
  }

  /** Sends a last event, if any, and ends the answer. */
  end(event?: TStreamEvent, data?: unknown): void {
    if (!this.open) return;
    this.#reply.raw.end(event === undefined ? undefined : formatEvent(event, data));
  }
}
