import { availableParallelism } from 'node:os';
import { WorkQueue } from './work-queue.js';

/**
 * CPU-heavy work a request hands to the thread pool — password hashing (argon2) and image
 * decoding and encoding (libvips) — shares one queue: at most one fewer job at once than the
 * machine has cores, so however many sign-ins and images arrive together, the event loop keeps
 * a core and every other request its usual time. The rest wait in order; past 100 waiting (a
 * few seconds of work) a new job is refused with 503 and Retry-After, in its caller's words.
 */
export const cpuWork = new WorkQueue(
  Math.max(1, availableParallelism() - 1),
  100,
  'The server is busy. Please try again in a moment.',
);
