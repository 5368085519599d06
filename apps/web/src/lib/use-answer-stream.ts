import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toAnswerFailure } from './answer-failure';
import type { TStreamListeners, TStreamOutcome } from './api-stream';
import { httpStatus } from './http-status';
import { useStreamRun } from './use-stream-run';

/** The answer on screen: the text so far, and the saved item once it is done. */
export interface TStreamedAnswer<TSaved> {
  text: string;
  saved: TSaved | null;
}

/** A tool's `done` event: the saved item and the generations left. */
interface TSavedDone<TSaved> {
  saved: TSaved & { result: string };
  balance: number;
}

export interface TAnswerStreamTool<TRequest, TSaved> {
  /** The tool's streaming call (one api file, around `requestStream`). */
  start: (request: TRequest, listeners: TStreamListeners) => Promise<TStreamOutcome<TSavedDone<TSaved>>>;
  /** The tool's stop call (`useStopX()`). */
  stopMutation: Pick<UseMutationResult<void, Error, void>, 'mutate' | 'isPending'>;
  /** A saved item into the cache (stable: a module function or a `useCallback`). */
  onSaved: (saved: TSaved) => void;
  /** The generations left after an answer (stable). */
  onBalance: (balance: number) => void;
}

/**
 * One answer of an AI tool at a time, as it is written: generate, stop. The streamed text is
 * state; the saved item goes to `onSaved` and the generations left to `onBalance`. A 400 goes
 * back to the caller (`onInvalid`, the form's fields); any other refusal or failure is `failure`.
 */
export function useAnswerStream<TRequest, TSaved>({
  start,
  stopMutation,
  onSaved,
  onBalance,
}: TAnswerStreamTool<TRequest, TSaved>) {
  const [answer, setAnswer] = useState<TStreamedAnswer<TSaved> | null>(null);
  const [streaming, setStreaming] = useState(false);
  const { begin, end, failure, setFailure, dismissFailure } = useStreamRun();
  const { mutate: mutateStop } = stopMutation;

  const generate = useCallback(
    async (request: TRequest, onInvalid: (error: unknown) => void) => {
      const controller = begin();
      if (!controller) return;
      setStreaming(true);
      let opened = false;
      try {
        const outcome = await start(request, {
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
          onSaved(saved);
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
        end(controller);
        setStreaming(false);
      }
    },
    [begin, end, setFailure, start, onSaved, onBalance],
  );

  const stop = useCallback(() => {
    mutateStop(undefined, {
      // 409: the answer ended meanwhile; its `done` brings it.
      onError: (error) => (httpStatus(error) === 409 ? undefined : setFailure(toAnswerFailure(error))),
    });
  }, [mutateStop, setFailure]);

  return {
    answer,
    failure,
    streaming,
    generate,
    stop,
    stopping: stopMutation.isPending,
    dismissFailure,
  };
}
