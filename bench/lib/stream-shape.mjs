// The streamed answer both bench servers send: STREAM_EVENTS deltas of a few words each (a
// chat model's chunk), then a done event.
export const STREAM_EVENTS = 50;
export const streamDelta = (i) => ({ text: `token ${i} of the answer ` });
