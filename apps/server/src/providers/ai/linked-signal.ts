/**
 * A signal that aborts, with the same reason, as soon as any of `sources` does; `unlink()`
 * removes the listeners it put on them once the work it guards has ended.
 *
 * Not `AbortSignal.any`: Node keeps a combined signal that has an `abort` listener alive until
 * it aborts, and the openai SDK adds such a listener to the signal it is given and never
 * removes it, so every answer that ended normally stayed in memory with the SDK's request
 * state (a few KB per answer, for the life of the process). A plain controller's signal is
 * collected with the answer.
 */
export function linkedSignal(...sources: AbortSignal[]): { signal: AbortSignal; unlink: () => void } {
  const linked = new AbortController();
  const aborted = sources.find((source) => source.aborted);
  if (aborted) {
    linked.abort(aborted.reason);
    return { signal: linked.signal, unlink: () => undefined };
  }
  const forwards = sources.map((source) => {
    const forward = () => {
      linked.abort(source.reason);
      unlink();
    };
    source.addEventListener('abort', forward, { once: true });
    return () => source.removeEventListener('abort', forward);
  });
  const unlink = () => forwards.forEach((remove) => remove());
  return { signal: linked.signal, unlink };
}

/**
 * A signal that aborts after `ms` unless `clear()` is called first, once the work it guards has
 * ended. Not `AbortSignal.timeout`: Node keeps a timeout signal that has an `abort` listener
 * alive until it fires, and the SDK and fetch add listeners they never remove, so every request
 * that ended in time stayed in memory, with its request state, for the whole timeout.
 */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    ms,
  );
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
