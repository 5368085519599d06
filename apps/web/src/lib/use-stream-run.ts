import { useCallback, useEffect, useRef, useState } from 'react';
import type { TAnswerFailure } from './answer-failure';

/**
 * The skeleton every streamed answer shares: one stream at a time, read under an
 * `AbortController` that leaving the page aborts (the reading stops; the server finishes the
 * answer and saves it), and the failure on screen. `begin` gives the controller of a new stream
 * (null while one runs) and clears the failure; `end` lets the next one begin.
 */
export function useStreamRun() {
  const running = useRef<AbortController | null>(null);
  const [failure, setFailure] = useState<TAnswerFailure | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  const begin = useCallback((): AbortController | null => {
    if (running.current) return null;
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    return controller;
  }, []);

  const end = useCallback((controller: AbortController) => {
    if (running.current === controller) running.current = null;
  }, []);

  return {
    begin,
    end,
    /** A stream is being read now. */
    isRunning: useCallback(() => running.current !== null, []),
    failure,
    setFailure,
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}
