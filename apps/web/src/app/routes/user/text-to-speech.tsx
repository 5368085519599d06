import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SpeechTool } from '@/features/ai-speech/components/speech-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { useBalance } from '@/features/balance/api/get-balance';
import { GenerationsLeft } from '@/features/balance/components/generations-left';

/** Text to Speech: a text read aloud by a voice of the library; the speeches are saved to My Text To Speeches. */
export default function TextToSpeechRoute() {
  const queryClient = useQueryClient();
  const characterLimit = useBalance().data?.limits.text_character_length_limit;
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'text_to_speech_tokens', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-5xl">
      <SpeechTool
        characterLimit={characterLimit}
        balance={<GenerationsLeft capability="text_to_speech_tokens" />}
        onBalance={onBalance}
      />
    </div>
  );
}
