import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EventStream } from '../../../../lib/event-stream.js';
import type { Generation } from '../../../../services/ai-generations/generations.js';

/** The 200 of every streamed AI answer (chats, code, templates), as OpenAPI shows it. */
export const streamedAnswer = (done: string) => ({
  200: z
    .string()
    .describe(`text/event-stream: \`delta\` {text}…, then \`done\` ${done} or \`error\` {detail}`),
});

/**
 * Follows a generation on this request's socket as an event stream. The socket going away
 * only removes this listener: the answer goes on and is saved (issue 11).
 */
export function followGeneration(reply: FastifyReply, generation: Generation): void {
  const stream = EventStream.open(reply);
  const detach = generation.attach({
    delta: (text) => stream.send('delta', { text }),
    end: ({ event, data }) => stream.end(event, data),
  });
  reply.raw.on('close', detach);
}
