import { useMutation, useQueryClient } from '@tanstack/react-query';
import { speechEndpoints, type TSpeechRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeSavedItems } from '@/components/saved/saved-items';
import { savedSpeeches } from './saved-speeches';

/**
 * POST ai/text-to-speech/: reads the text aloud and saves it (1–10 s, longer for long texts).
 * 201 with the speech and the generations left; 400 (fields), 402 (none left), 422 (longer
 * than the plan's characters per speech), 429, 502 and 503 are refusals.
 */
export function useGenerateSpeech() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSpeechRequest) => callEndpoint(speechEndpoints.generate, { body: request }),
    onSuccess: (result) => storeSavedItems(queryClient, savedSpeeches, [result.saved]),
  });
}
