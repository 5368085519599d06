import { aiNotSetUpTitle, type TAiCapability } from '@inkwell/contract';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import type { TAnswerFailure } from '@/lib/answer-failure';
import { NotConfiguredPanel } from './not-configured-panel';

interface AnswerFailureAlertProps {
  /** The tool the request was for: its set-up panel answers a 503 that says it is not set up. */
  capability: TAiCapability;
  failure: TAnswerFailure;
  onDismiss: () => void;
  /** A 422 here is over one of the plan's limits (characters per speech, minutes per transcription). */
  planLimits?: boolean;
}

/**
 * Why the last request got no answer, or an incomplete one, in the server's words: 402 with
 * a way to buy more, a 422 over a plan's limit with the way to the plans, a 503 that says the
 * tool is not set up as the set-up panel, anything else (429, 502, a busy 503, an `error`
 * event) as is.
 */
export function AnswerFailureAlert({
  capability,
  failure,
  onDismiss,
  planLimits = false,
}: AnswerFailureAlertProps) {
  if (failure.status === 503 && failure.message.startsWith(aiNotSetUpTitle(capability)))
    return <NotConfiguredPanel capability={capability} message={failure.message} />;
  const dismiss = (
    <Button variant="ghost" size="icon" className="-my-1 size-7" aria-label="Dismiss" onClick={onDismiss}>
      <X aria-hidden="true" />
    </Button>
  );
  return (
    <ErrorAlert title={failure.message} action={dismiss}>
      {failure.status === 402 ? (
        <Link to={paths.currentPlan} className="font-semibold text-brand hover:underline">
          Buy more
        </Link>
      ) : null}
      {failure.status === 422 && planLimits ? (
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
