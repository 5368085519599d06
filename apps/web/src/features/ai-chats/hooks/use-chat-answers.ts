import { chatEndpoints, type TChatDetail } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { endpointKey } from '@/lib/endpoint-client';
import { httpStatus } from '@/lib/http-status';
import { storeChatDetail } from '../api/chat-keys';
import type { TAnswerListeners, TAnswerOutcome } from '../api/chat-stream';
import { followAnswer } from '../api/follow-answer';
import { regenerateAnswer } from '../api/regenerate-answer';
import { sendMessage } from '../api/send-message';
import { useStopAnswer } from '../api/stop-answer';
import { toAnswerFailure } from '@/lib/answer-failure';
import { useStreamRun } from '@/lib/use-stream-run';
import { withAnswer, type TPendingAnswer } from '../utils/visible-messages';

type TAsk = { kind: 'send'; content: string } | { kind: 'regenerate' } | { kind: 'follow' };

function startAnswer(chatId: number, ask: TAsk, listeners: TAnswerListeners): Promise<TAnswerOutcome> {
  if (ask.kind === 'send') return sendMessage(chatId, ask.content, listeners);
  if (ask.kind === 'regenerate') return regenerateAnswer(chatId, listeners);
  return followAnswer(chatId, listeners);
}

/**
 * One chat's answers as they are written: send, regenerate, follow a running one (after a
 * reload), stop. The streamed text is state; the saved answer goes into the chat's cache and
 * the new balance to `onBalance`. `send` resolves false when the message was refused before
 * anything was saved, so the caller can give the text back to the composer.
 */
export function useChatAnswers(chatId: number, onBalance: (balance: number) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TPendingAnswer | null>(null);
  const { begin, end, isRunning, failure, setFailure, dismissFailure } = useStreamRun();
  const stopMutation = useStopAnswer(chatId);

  const refetchChat = useCallback(
    () => queryClient.refetchQueries({ queryKey: endpointKey(chatEndpoints.get, { id: chatId }) }),
    [queryClient, chatId],
  );

  const run = useCallback(
    async (ask: TAsk): Promise<boolean> => {
      const controller = begin();
      if (!controller) return false;
      const started: TPendingAnswer = {
        question: ask.kind === 'send' ? ask.content : null,
        replacing: ask.kind === 'regenerate',
        text: '',
        answer: null,
      };
      let opened = false;
      setPending(started);
      const listeners: TAnswerListeners = {
        signal: controller.signal,
        onOpen: () => (opened = true),
        onDelta: (text) => setPending((current) => current && { ...current, text: current.text + text }),
      };
      try {
        const outcome = await startAnswer(chatId, ask, listeners);
        if (outcome.event === 'aborted') return true;
        if (outcome.event === 'done') {
          const { message, balance } = outcome.data;
          setPending((current) => current && { ...current, answer: message });
          queryClient.setQueryData<TChatDetail>(
            endpointKey(chatEndpoints.get, { id: chatId }),
            (chat) => chat && withAnswer(chat, started, message),
          );
          onBalance(balance);
          // Read again: the first message's title, the order of the lists, the real ids.
          void queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.get, { id: chatId }) });
          void queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.list) });
          return true;
        }
        if (outcome.event === 'error') setFailure({ message: outcome.data.detail });
        await refetchChat();
        setPending(null);
        return true;
      } catch (error) {
        // Following an answer that ended meanwhile: it is saved, read it.
        if (!opened && !(ask.kind === 'follow' && httpStatus(error) === 404))
          setFailure(toAnswerFailure(error));
        if (opened || ask.kind === 'follow') await refetchChat();
        setPending(null);
        return opened;
      } finally {
        end(controller);
      }
    },
    [begin, end, setFailure, chatId, queryClient, onBalance, refetchChat],
  );

  const stop = useCallback(() => {
    stopMutation.mutate(undefined, {
      // The stream being read brings the stopped answer itself; without one, Stop's answer is it.
      onSuccess: (chat) => (isRunning() ? undefined : void storeChatDetail(queryClient, chat)),
      onError: (error) => {
        if (httpStatus(error) === 409) void refetchChat();
        else setFailure(toAnswerFailure(error));
      },
    });
  }, [stopMutation, queryClient, refetchChat, isRunning, setFailure]);

  return {
    pending,
    streaming: pending !== null && pending.answer === null,
    failure,
    dismissFailure,
    send: useCallback((content: string) => run({ kind: 'send', content }), [run]),
    regenerate: useCallback(() => void run({ kind: 'regenerate' }), [run]),
    follow: useCallback(() => void run({ kind: 'follow' }), [run]),
    stop,
    stopping: stopMutation.isPending,
  };
}
