import type { TChatSummary } from '@inkwell/contract';
import { Link } from 'react-router';
import { aiChatPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatChatDate, formatChatDateTime } from '../utils/format-chat-date';
import { AssistantAvatar } from './assistant-avatar';

interface ChatListItemProps {
  chat: TChatSummary;
  current: boolean;
  onNavigate?: () => void;
}

/** One chat in a list: its title, its assistant and when it was last active; a link to it. */
export function ChatListItem({ chat, current, onNavigate }: ChatListItemProps) {
  return (
    <li>
      <Link
        to={aiChatPath(chat.id)}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors focus-ring hover:bg-muted',
          current && 'bg-brand-soft hover:bg-brand-soft',
        )}
      >
        <AssistantAvatar src={chat.assistant.avatar} className="size-8" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('truncate text-sm font-medium', current && 'text-brand')}>{chat.title}</span>
          <span className="flex min-w-0 gap-1.5 text-xs text-muted-foreground">
            <span className="truncate">{chat.assistant.name}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={chat.updated_at} title={formatChatDateTime(chat.updated_at)} className="shrink-0">
              {formatChatDate(chat.updated_at)}
            </time>
          </span>
        </span>
      </Link>
    </li>
  );
}
