import type { TAdminAssistant, TChatSummary } from '@inkwell/contract';
import { MessageSquare } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useTryAssistant } from '../api/try-assistant';

/** Try it: a test chat with the assistant (hidden ones too) whose answers spend nothing. */
export function TryAssistantButton({
  assistant,
  onTried,
}: {
  assistant: TAdminAssistant;
  onTried: (chat: TChatSummary) => void;
}) {
  const tryIt = useTryAssistant();
  return (
    <>
      <PendingButton
        variant="outline"
        size="sm"
        pending={tryIt.isPending}
        icon={MessageSquare}
        onClick={() => tryIt.mutate(assistant.id, { onSuccess: onTried })}
      >
        Try it <span className="sr-only">{assistant.name}</span>
      </PendingButton>
      {tryIt.error ? (
        <div className="basis-full">
          <FormAlert message={readErrorMessage(tryIt.error)} />
        </div>
      ) : null}
    </>
  );
}
