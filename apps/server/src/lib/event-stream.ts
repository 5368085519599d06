import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** What a generation sends: text as it comes, then the outcome. */
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

/** A comment line: readers skip it (the web app's reader, EventSource), proxies see bytes moving. */
const PING = ': ping\n\n';

/**
 * A text/event-stream answer written straight to the socket, one write per event (each costs
 * ~16 µs of CPU through the app, docs/BENCHMARKS.md "Streamed answers"). The reply's headers
 * set by hooks so far go with it. Once the client has gone, `send` answers false and writes
 * nothing: the caller decides whether the work goes on (a generation finishes and is saved if
 * the browser leaves). While open it sends a comment every `pingEveryMs` (decision 041), so a
 * balancer's idle timeout does not cut a slow provider's answer; the timer goes with the
 * stream.
 */
export class EventStream {
  /** How often an open stream pings: 15 s, within any balancer's idle timeout; tests shorten it. */
  static pingEveryMs = 15_000;

  readonly #reply: FastifyReply;

  private constructor(reply: FastifyReply) {
    this.#reply = reply;
    const ping = setInterval(() => {
      if (this.open) reply.raw.write(PING);
      else clearInterval(ping);
    }, EventStream.pingEveryMs);
    // Ended by the server or left by the client: either way the answer closes (and a stream
    // whose client had gone before it opened stops at its first tick).
    reply.raw.once('close', () => clearInterval(ping));
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
