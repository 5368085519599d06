import { X } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import type { TAnswerFailure } from '@/lib/answer-failure';

/** The refusals a bigger plan answers: no generations left (402), a text over the characters per speech (422). */
const PLAN_STATUSES = new Set([402, 422]);

interface SpeechFailureAlertProps {
  failure: TAnswerFailure;
  onDismiss: () => void;
}

/**
 * Why the last Generate made no speech, in the server's words (or the form's, for a text over
 * the plan's limit): 402 and 422 with the way to Current Plan; 429, 502, 503 as they are.
 */
export function SpeechFailureAlert({ failure, onDismiss }: SpeechFailureAlertProps) {
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
