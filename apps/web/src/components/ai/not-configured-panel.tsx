import { AI_CAPABILITY_ENV, aiNotSetUpReason, aiNotSetUpTitle, type TAiCapability } from '@inkwell/contract';
import { Link } from 'react-router';
import { pages, type IconPageKey } from '@/config/pages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

/**
 * Each tool's page: its icon marks the panel (the page table's icons are already loaded, so the
 * panel adds no icon to any page's first load).
 */
const TOOL_PAGES: Record<TAiCapability, IconPageKey> = {
  chat: 'aiChats',
  code: 'aiCode',
  template: 'templates',
  image: 'aiImages',
  tts: 'textToSpeech',
  stt: 'speechToText',
};

interface NotConfiguredPanelProps {
  capability: TAiCapability;
  /** The server's own words after a refused request; else the contract's reason. */
  message?: string;
  className?: string;
}

/**
 * The one set-up panel of the AI tools: shown before anything is typed when the tool's model is
 * not configured (GET ai/status/), and for a 503 that says so. An administrator is told where
 * to set one up.
 */
export function NotConfiguredPanel({
  capability,
  message = aiNotSetUpReason(capability),
  className,
}: NotConfiguredPanelProps) {
  const isAdmin = useSession((state) => state.isAdmin);
  const Icon = pages[TOOL_PAGES[capability]].icon;
  return (
    <div
      role="alert"
      className={cn('grid gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm', className)}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {aiNotSetUpTitle(capability)}
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
          <code className="font-mono text-foreground">{AI_CAPABILITY_ENV[capability]}</code> in the server’s
          environment and restart it.
        </p>
      ) : null}
    </div>
  );
}
