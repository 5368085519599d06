import type { TChatSummary } from '@inkwell/contract';
import { MoreHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { aiChatPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatChatDate, formatChatDateTime } from '../utils/format-chat-date';
import { AdminTestBadge } from './admin-test-badge';
import { AssistantAvatar } from './assistant-avatar';
import type { TChatActionsProps } from './chat-actions-menu';
import { RenameChatForm } from './rename-chat-form';

const loadActionsMenu = () => import('./chat-actions-menu');

interface ChatListItemProps {
  chat: TChatSummary;
  current: boolean;
  onNavigate?: () => void;
  /** The link's search params (`?page=2&search=…`): the list's own, kept from chat to chat. */
  linkSearch?: string;
}

/**
 * One chat in a list: its title, its assistant and when it was last active, a link to it; and
 * its actions menu, Rename (the title edited in place) and Delete (after a confirmation).
 */
export function ChatListItem({ chat, current, onNavigate, linkSearch = '' }: ChatListItemProps) {
  const [renaming, setRenaming] = useState(false);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const stopRenaming = () => {
    setRenaming(false);
    // Back to the menu's button, once it is rendered again.
    requestAnimationFrame(() => actionsRef.current?.focus());
  };
  if (renaming) {
    return (
      <li className="flex items-center px-1 py-1.5">
        <RenameChatForm chat={chat} onDone={stopRenaming} />
      </li>
    );
  }
  const trigger = (
    <Button
      ref={actionsRef}
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label={`Actions for ${chat.title}`}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  return (
    <li
      className={cn(
        'flex items-center gap-1 rounded-xl pr-1 transition-colors hover:bg-muted',
        current && 'bg-brand-soft hover:bg-brand-soft',
      )}
    >
      <Link
        to={{ pathname: aiChatPath(chat.id), search: linkSearch }}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-2.5 focus-ring"
      >
        <AssistantAvatar src={chat.assistant.avatar} className="size-8" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className={cn('truncate text-sm font-medium', current && 'text-brand')}>{chat.title}</span>
            {chat.admin_test ? <AdminTestBadge short /> : null}
          </span>
          <span className="flex min-w-0 gap-1.5 text-xs text-muted-foreground">
            <span className="truncate">{chat.assistant.name}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={chat.updated_at} title={formatChatDateTime(chat.updated_at)} className="shrink-0">
              {formatChatDate(chat.updated_at)}
            </time>
          </span>
        </span>
      </Link>
      <LoadOnOpen<TChatActionsProps>
        load={loadActionsMenu}
        trigger={trigger}
        popup="menu"
        props={{ chat, current, onRename: () => setRenaming(true) }}
      />
    </li>
  );
}
