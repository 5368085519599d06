export interface TStreamEvent {
  event: string;
  data: unknown;
}

/** Reads a text/event-stream body into its events (the app's format: `event:` then one `data:` line; comments skipped). */
export async function readEvents(
  response: Response,
  onEvent?: (event: TStreamEvent) => void,
): Promise<TStreamEvent[]> {
  const events: TStreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end !== -1) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      // A comment (`: ping`, the keep-alive) is no event.
      if (!/^(event|data):/m.test(block)) continue;
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      events.push({ event, data });
      onEvent?.({ event, data });
    }
  }
  return events;
}

/** The text of the `delta` events, joined. */
export function streamedText(events: TStreamEvent[]): string {
  return events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');
}
