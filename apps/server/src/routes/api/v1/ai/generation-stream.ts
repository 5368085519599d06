import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EventStream } from '../../../../lib/event-stream.js';
import type { Generation, TGenerationListener } from '../../../../services/ai-generations/generation.js';

/** The 200 of every streamed AI answer (chats, code, templates), as OpenAPI shows it. */
export const streamedAnswer = (done: string) => ({
  200: z
    .string()
    .describe(`text/event-stream: \`delta\` {text}…, then \`done\` ${done} or \`error\` {detail}`),
});

/**
 * Follows a generation on this request's socket as an event stream. The socket going away
 * only removes this listener: the answer goes on and is saved, and a drain waits
 * for it (decision 041).
 */
export function followGeneration(reply: FastifyReply, generation: Generation): void {
  // A drain waits for the answer itself, not for this socket: the browser may leave before it ends.
  reply.server.lifecycle.track(generation.ended);
  const follower = streamFollower(reply);
  follower.follow(generation.attach(follower.listener));
}

/**
 * Re-attaches this request to a running answer: `attach` checks and subscribes in one step
 * and may refuse (404, 429) as plain JSON, since nothing is sent before it has accepted.
 */
export async function followAttached(
  reply: FastifyReply,
  attach: (listener: TGenerationListener) => Promise<() => void>,
): Promise<void> {
  const follower = streamFollower(reply);
  follower.follow(await attach(follower.listener));
}

/**
 * A listener writing to this request's event stream, opened at its first event or when it
 * follows. It is removed when the client goes (or has gone already), so no stream that left
 * stays counted on the answer.
 */
function streamFollower(reply: FastifyReply) {
  let stream: EventStream | undefined;
  let remove = () => {};
  const opened = () => (stream ??= EventStream.open(reply));
  const listener: TGenerationListener = {
    delta: (text) => {
      if (!opened().send('delta', { text })) remove();
    },
    end: ({ event, data }) => opened().end(event, data),
  };
  return {
    listener,
    follow(detach: () => void): void {
      remove = detach;
      const socket = reply.raw.socket;
      if (!opened().open || !socket || socket.destroyed) detach();
      else reply.raw.on('close', detach);
    },
  };
}
