import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in slices (decision 055). Preact hydrates a page in one task, and on a phone that one
 * task holds the main thread for a long time. A `HydrationSlice` holds its part of a prerendered
 * page back from that task: the markup stays as the build wrote it, and the part is hydrated in a
 * task of its own, the slices one after another in the order they were rendered (the page's
 * order), with the browser free to paint and answer input between them. A click on a part not
 * yet hydrated is held by before-paint.js and replayed once every slice is in (`afterSlices`).
 *
 * Rules for a slice:
 * - its child renders exactly one element at its root (the markup Preact keeps while it waits);
 * - the parts of a page that call `useId` are inside slices, or before the first one, so the ids
 *   are handed out in the same order as in the prerender.
 *
 * Rendered other than by `hydrateInSlices` (the prerender, a page the app draws, a later visit), a
 * slice is its child.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** The last turn handed out: each one starts in the task after the one before it. */
let lastTurn: Promise<unknown> = Promise.resolve();

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** True while `hydrateInSlices` hydrates: the slices rendered then take their turns. */
let hydrating = false;

/** Runs `hydrate` (which hydrates synchronously) with the slices it meets holding back their parts. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

// No hook with effects here: a part waiting for its turn commits nothing until it is hydrated.
function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => {
    if (!hydrating) return;
    const turn = { done: false, promise: (lastTurn = lastTurn.then(nextTask)) };
    // Before the boundary's own callback, which renders this part again.
    void turn.promise.then(() => (turn.done = true));
    return turn;
  });
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/** Resolves in a task after the last slice handed out so far has been hydrated. */
export const afterSlices = (): Promise<unknown> => lastTurn.then(nextTask);
