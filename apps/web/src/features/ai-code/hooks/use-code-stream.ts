import type { TSavedCode } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAnswerStream, type TStreamedAnswer } from '@/lib/use-answer-stream';
import { storeSavedItems } from '@/components/saved/saved-items';
import { savedCodes } from '../api/saved-codes';
import { generateCode } from '../api/generate-code';
import { useStopCode } from '../api/stop-code';

/** The answer on screen: the text so far, and the saved run once it is done. */
export type TCodeAnswer = TStreamedAnswer<TSavedCode>;

/**
 * One code answer at a time, as it is written: generate, stop (`useAnswerStream`). The saved
 * run goes into the cache and the generations left to `onBalance`.
 */
export function useCodeStream(onBalance: (balance: number) => void) {
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    (saved: TSavedCode) => void storeSavedItems(queryClient, savedCodes, [saved]),
    [queryClient],
  );
  return useAnswerStream({ start: generateCode, stopMutation: useStopCode(), onSaved, onBalance });
}
