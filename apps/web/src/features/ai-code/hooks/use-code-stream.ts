import type { TCodeRequest, TSavedCode } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toAnswerFailure, type TAnswerFailure } from '@/lib/answer-failure';
import { httpStatus } from '@/lib/http-status';
import { storeSavedCode } from '../api/code-keys';
import { generateCode } from '../api/generate-code';
import { useStopCode } from '../api/stop-code';

/** The answer on screen: the text so far, and the saved run once it is done. */
export interface TCodeAnswer {
  text: string;
  saved: TSavedCode | null;
}

/**
 * One code answer at a time, as it is written: generate, stop. The streamed text is state; the
 * saved run goes into the cache and the generations left to `onBalance`. A 400 goes back to the
 * caller (`onInvalid`, the form's fields); any other refusal or failure is `failure`.
 */
export function useCodeStream(onBalance: (balance: number) => void) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<TCodeAnswer | null>(null);
  const [failure, setFailure] = useState<TAnswerFailure | null>(null);
  const [streaming, setStreaming] = useState(false);
  const running = useRef<AbortController | null>(null);
  const stopMutation = useStopCode();

  // Leaving the page stops the reading only: the server finishes the answer and saves it.
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  const generate = useCallback(
    async (request: TCodeRequest, onInvalid: (error: unknown) => void) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setFailure(null);
      setStreaming(true);
      let opened = false;
      try {
        const outcome = await generateCode(request, {
          signal: controller.signal,
          onOpen: () => {
            opened = true;
            setAnswer({ text: '', saved: null });
          },
          onDelta: (text) => setAnswer((current) => current && { ...current, text: current.text + text }),
        });
        if (outcome.event === 'done') {
          const { saved, balance } = outcome.data;
          setAnswer({ text: saved.result, saved });
          void storeSavedCode(queryClient, saved);
          onBalance(balance);
        } else if (outcome.event === 'error') {
          setFailure({ message: outcome.data.detail });
        } else if (outcome.event === 'closed') {
          setFailure(toAnswerFailure(null));
        }
      } catch (error) {
        if (!opened && httpStatus(error) === 400) onInvalid(error);
        else setFailure(toAnswerFailure(error));
      } finally {
        if (running.current === controller) running.current = null;
        setStreaming(false);
      }
    },
    [queryClient, onBalance],
  );

  const stop = useCallback(() => {
    stopMutation.mutate(undefined, {
      // 409: the answer ended meanwhile; its `done` brings it.
      onError: (error) => (httpStatus(error) === 409 ? undefined : setFailure(toAnswerFailure(error))),
    });
  }, [stopMutation]);

  return {
    answer,
    failure,
    streaming,
    generate,
    stop,
    stopping: stopMutation.isPending,
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}
