import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TranscriptionTool } from '@/features/ai-transcription/components/transcription-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { useBalance } from '@/features/balance/api/get-balance';
import { GenerationsLeft } from '@/features/balance/components/generations-left';

/** Speech to Text: an upload or a recording transcribed; the transcripts are saved to My Speech To Text. */
export default function SpeechToTextRoute() {
  const queryClient = useQueryClient();
  const durationLimit = useBalance().data?.limits.speech_duration_limit;
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'speech_to_text_tokens', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-4xl">
      <TranscriptionTool
        durationLimit={durationLimit}
        balance={<GenerationsLeft capability="speech_to_text_tokens" />}
        onBalance={onBalance}
      />
    </div>
  );
}
