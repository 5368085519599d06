import type { TSavedTemplate } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAnswerStream, type TStreamedAnswer } from '@/lib/use-answer-stream';
import { runTemplate } from '../api/run-template';
import { useStopTemplate } from '../api/stop-template';
import { storeSavedItems } from '@/components/saved/saved-items';
import { savedTemplates } from '../api/saved-templates';

/** The result on screen: the text so far, and the saved run once it is done. */
export type TTemplateAnswer = TStreamedAnswer<TSavedTemplate>;

/**
 * One template run at a time, as it is written: generate, stop (`useAnswerStream`). The saved
 * run goes into the cache and the generations left to `onBalance`.
 */
export function useTemplateStream(onBalance: (balance: number) => void) {
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    (saved: TSavedTemplate) => void storeSavedItems(queryClient, savedTemplates, [saved]),
    [queryClient],
  );
  return useAnswerStream({ start: runTemplate, stopMutation: useStopTemplate(), onSaved, onBalance });
}
