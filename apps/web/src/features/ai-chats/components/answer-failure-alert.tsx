import { Settings2, X } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { TAnswerFailure } from '../utils/answer-failure';

export const NOT_CONFIGURED_TITLE = 'AI chats are not set up yet';

/** 503 before the stream: no provider or model; an administrator is told how to set one. */
function NotConfiguredPanel({ message }: { message: string }) {
  const isAdmin = useSession((state) => state.isAdmin);
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Settings2 aria-hidden="true" className="size-4 text-brand" />
        {NOT_CONFIGURED_TITLE}
      </p>
      <p className="text-muted-foreground">{message}</p>
      {isAdmin ? (
        <p className="text-muted-foreground">
          As an administrator, set one up on{' '}
          <Link to={paths.settingsAi} className="font-semibold text-brand hover:underline">
            {pages.settingsAi.title}
          </Link>
          , or set <code className="font-mono text-foreground">OPENAI_BASE_URL</code>,{' '}
          <code className="font-mono text-foreground">OPENAI_API_KEY</code> and{' '}
          <code className="font-mono text-foreground">AI_CHAT_MODEL</code> in the server’s environment and
          restart it.
        </p>
      ) : null}
    </div>
  );
}

interface AnswerFailureAlertProps {
  failure: TAnswerFailure;
  onDismiss: () => void;
}

/**
 * Why the last message got no answer, or an incomplete one, in the server's words: 402 with
 * a way to buy more, 503 as the set-up panel, anything else (429, 502, an `error` event) as is.
 */
export function AnswerFailureAlert({ failure, onDismiss }: AnswerFailureAlertProps) {
  if (failure.status === 503) return <NotConfiguredPanel message={failure.message} />;
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
    </ErrorAlert>
  );
}
