import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AiToolGate } from '@/components/ai/ai-tool-gate';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { toAnswerFailure, type TAnswerFailure } from '@/lib/answer-failure';
import { useTranscriptionOptions } from '../api/get-transcription-options';
import { useStartTranscription } from '../api/start-transcription';
import { TranscriptionForm } from './transcription-form';
import { TranscriptionJob } from './transcription-job';

/** The URL's `?job=`: the transcription this page follows (a reload resumes it). */
export const JOB_PARAM = 'job';

interface TranscriptionToolProps {
  /** The plan's minutes per transcription (`speech_duration_limit`), once read. */
  durationLimit: number | undefined;
  /** Under the form: the transcriptions left. */
  balance: ReactNode;
  /** The transcriptions left after one starts. */
  onBalance: (balance: number) => void;
}

const skeleton = <ListSkeleton label="Loading the languages" rows={2} rowClassName="h-10" />;

function readJobId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Upload or record audio, follow the job, read the transcript with its timestamps; the set-up
 * panel instead of the form while no engine understands a language.
 */
export function TranscriptionTool({ durationLimit, balance, onBalance }: TranscriptionToolProps) {
  const options = useTranscriptionOptions();
  const mutation = useStartTranscription();
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = readJobId(searchParams.get(JOB_PARAM));
  const [failure, setFailure] = useState<TAnswerFailure | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const transcribe = (file: File, language: string) => {
    setUploadProgress(0);
    mutation.mutate(
      { file, language, onProgress: setUploadProgress },
      {
        onSuccess: (result) => {
          onBalance(result.balance);
          setSearchParams({ [JOB_PARAM]: String(result.job.id) });
        },
        onError: (error) => setFailure(toAnswerFailure(error)),
        onSettled: () => setUploadProgress(null),
      },
    );
  };
  const refuse = useCallback((message: string) => setFailure({ message }), []);
  const clear = useCallback(() => setFailure(null), []);

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <AiToolGate capability="stt" fallback={skeleton}>
          <QueryState query={options} what="the speech-to-text languages" fallback={skeleton}>
            {(loaded) => (
              <TranscriptionForm
                options={loaded}
                durationLimit={durationLimit}
                uploadProgress={uploadProgress}
                onTranscribe={transcribe}
                onRefuse={refuse}
                onAttempt={clear}
                alert={
                  failure ? (
                    <AnswerFailureAlert capability="stt" failure={failure} onDismiss={clear} planLimits />
                  ) : null
                }
                footer={balance}
              />
            )}
          </QueryState>
        </AiToolGate>
      </Card>
      {jobId !== undefined ? <TranscriptionJob key={jobId} id={jobId} /> : null}
    </div>
  );
}
