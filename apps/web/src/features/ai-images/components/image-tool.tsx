import type { TImageOptions, TImageRequest } from '@inkwell/contract';
import { useState, type ReactNode } from 'react';
import { AiToolGate } from '@/components/ai/ai-tool-gate';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import type { TAnswerFailure } from '@/lib/answer-failure';
import { httpStatus } from '@/lib/http-status';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useGenerateImages } from '../api/generate-images';
import { useImageOptions } from '../api/get-image-options';
import { ImageForm } from './image-form';
import { ImageResults } from './image-results';
import { LatestImages } from './latest-images';

interface ImageToolProps {
  /** Under the form: the AI images left. */
  balance: ReactNode;
  /** The AI images left after a generation. */
  onBalance: (balance: number) => void;
}

function ImageWorkspace({ options, balance, onBalance }: ImageToolProps & { options: TImageOptions }) {
  const mutation = useGenerateImages();
  const [failure, setFailure] = useState<TAnswerFailure | null>(null);
  const [asked, setAsked] = useState(1);

  const generate = (request: TImageRequest, onInvalid: (error: unknown) => void) => {
    setAsked(request.n ?? 1);
    mutation.mutate(request, {
      onSuccess: (result) => onBalance(result.balance),
      onError: (error) => {
        const status = httpStatus(error);
        // A plain request, not a stream: the refusal's own words (or the form's usual sentence).
        if (status === 400) onInvalid(error);
        else setFailure({ status, message: readErrorMessage(error) });
      },
    });
  };

  return (
    <>
      <Card className="p-4 sm:p-6">
        <ImageForm
          options={options}
          onGenerate={generate}
          onAttempt={() => setFailure(null)}
          generating={mutation.isPending}
          alert={
            failure ? (
              <AnswerFailureAlert capability="image" failure={failure} onDismiss={() => setFailure(null)} />
            ) : null
          }
          footer={balance}
        />
      </Card>
      <ImageResults generating={mutation.isPending ? asked : null} result={mutation.data} />
    </>
  );
}

const skeleton = <ListSkeleton label="Loading AI Images" rows={3} rowClassName="h-16" />;

/** The configured model's choices, then the form. */
function ImageOptions({
  options,
  ...props
}: ImageToolProps & { options: ReturnType<typeof useImageOptions> }) {
  return (
    <QueryState query={options} what="AI Images" fallback={skeleton}>
      {(loaded) => <ImageWorkspace options={loaded} {...props} />}
    </QueryState>
  );
}

/**
 * Describe an image, pick a size and how many, get them; the newest ones below. The set-up
 * panel instead of the form while AI Images have no model.
 */
export function ImageTool(props: ImageToolProps) {
  // Asked with the status, not after it.
  const options = useImageOptions();
  return (
    <div className="grid gap-6">
      <AiToolGate capability="image" fallback={skeleton}>
        <ImageOptions options={options} {...props} />
      </AiToolGate>
      <LatestImages />
    </div>
  );
}
