import type { TSpeechRequest } from '@inkwell/contract';
import { useState, type ReactNode } from 'react';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { NotConfiguredPanel } from '@/components/ai/not-configured-panel';
import { Card } from '@/components/ui/card';
import type { TAnswerFailure } from '@/lib/answer-failure';
import { formatCount } from '@/lib/format-price';
import { useAiToolReady } from '@/lib/get-ai-status';
import { httpStatus } from '@/lib/http-status';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useGenerateSpeech } from '../api/generate-speech';
import { useVoices } from '../api/get-voices';
import { LatestSpeeches } from './latest-speeches';
import { SpeechForm } from './speech-form';
import { SpeechResult } from './speech-result';

interface SpeechToolProps {
  /** The user's characters per speech (the plan's `text_character_length_limit`), once read. */
  characterLimit: number | undefined;
  /** Under the form: the generations left. */
  balance: ReactNode;
  /** The generations left after a speech is made. */
  onBalance: (balance: number) => void;
}

/** Said before sending a text longer than the plan allows (the server would refuse it with 422). */
export function overLimitMessage(length: number, limit: number): string {
  return `This text has ${formatCount(length)} characters; your plan allows ${formatCount(limit)} per speech. Shorten it, or buy a plan with more characters per speech.`;
}

/** Type a text, pick a voice (after hearing it), a speed and a format, get the audio; the newest below. */
export function SpeechTool({ characterLimit, balance, onBalance }: SpeechToolProps) {
  const voices = useVoices();
  const mutation = useGenerateSpeech();
  // The offline voices work without a provider: only the provider's voices wait for one.
  const providerReady = useAiToolReady('tts');
  const [failure, setFailure] = useState<TAnswerFailure | null>(null);

  const generate = (request: TSpeechRequest, onInvalid: (error: unknown) => void) => {
    const length = request.text.length;
    if (characterLimit !== undefined && length > characterLimit) {
      setFailure({ status: 422, message: overLimitMessage(length, characterLimit) });
      return;
    }
    mutation.mutate(request, {
      onSuccess: (result) => onBalance(result.balance),
      onError: (error) => {
        const status = httpStatus(error);
        if (status === 400) onInvalid(error);
        else setFailure({ status, message: readErrorMessage(error) });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <SpeechForm
          voices={voices}
          characterLimit={characterLimit}
          onGenerate={generate}
          onAttempt={() => setFailure(null)}
          generating={mutation.isPending}
          alert={
            failure ? (
              <AnswerFailureAlert
                capability="tts"
                failure={failure}
                onDismiss={() => setFailure(null)}
                planLimits
              />
            ) : null
          }
          footer={balance}
          voicesNotice={providerReady === false ? <NotConfiguredPanel capability="tts" /> : null}
        />
      </Card>
      <SpeechResult generating={mutation.isPending} result={mutation.data?.saved} />
      <LatestSpeeches />
    </div>
  );
}
