import { AI_CAPABILITY_ENV, type TAiCapability } from '@inkwell/contract';
import { Settings2, X } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { pages } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { TAnswerFailure } from '@/lib/answer-failure';

/** The AI tool a failure belongs to: the set-up panel's title and the model's variable. */
export interface TAiTool {
  /** "AI chats are not set up yet", "AI Code is not set up yet". */
  notSetUpTitle: string;
  capability: TAiCapability;
}

interface NotConfiguredPanelProps {
  tool: TAiTool;
  message: string;
}

/** 503 before the stream (or a tool that knows it has no model): an administrator is told how to set one. */
export function NotConfiguredPanel({ tool, message }: NotConfiguredPanelProps) {
  const isAdmin = useSession((state) => state.isAdmin);
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Settings2 aria-hidden="true" className="size-4 text-brand" />
        {tool.notSetUpTitle}
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
          <code className="font-mono text-foreground">{AI_CAPABILITY_ENV[tool.capability]}</code> in the
          server’s environment and restart it.
        </p>
      ) : null}
    </div>
  );
}

interface AnswerFailureAlertProps {
  tool: TAiTool;
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
  tool,
  failure,
  onDismiss,
  planLimits = false,
}: AnswerFailureAlertProps) {
  if (failure.status === 503 && failure.message.startsWith(tool.notSetUpTitle))
    return <NotConfiguredPanel tool={tool} message={failure.message} />;
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
