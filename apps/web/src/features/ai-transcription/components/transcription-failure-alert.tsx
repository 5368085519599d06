import { X } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import type { TAnswerFailure } from '@/lib/answer-failure';

/** The refusals a bigger plan answers: no transcriptions left (402), a recording too long (422). */
const PLAN_STATUSES = new Set([402, 422]);

interface TranscriptionFailureAlertProps {
  failure: TAnswerFailure;
  onDismiss: () => void;
}

/** Why the last upload started no transcription, in the server's (or the picker's) words. */
export function TranscriptionFailureAlert({ failure, onDismiss }: TranscriptionFailureAlertProps) {
  const dismiss = (
    <Button variant="ghost" size="icon" className="-my-1 size-7" aria-label="Dismiss" onClick={onDismiss}>
      <X aria-hidden="true" />
    </Button>
  );
  return (
    <ErrorAlert title={failure.message} action={dismiss}>
      {failure.status !== undefined && PLAN_STATUSES.has(failure.status) ? (
        <p>
          See your plans on{' '}
          <Link to={paths.currentPlan} className="font-semibold text-brand hover:underline">
            {pages.currentPlan.title}
          </Link>
          .
        </p>
      ) : null}
    </ErrorAlert>
  );
}
