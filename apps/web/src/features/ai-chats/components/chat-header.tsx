import { ADMIN_TEST_CHAT_WORDS, type TChatSummary } from '@inkwell/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { AdminTestBadge } from './admin-test-badge';
import { AssistantAvatar } from './assistant-avatar';
import { RenameChatForm } from './rename-chat-form';

const loadDeleteDialog = () => import('./delete-chat-dialog');

interface ChatHeaderProps {
  chat: TChatSummary;
  titleId: string;
  /** Before the avatar: the Chats button on narrow screens. */
  start?: ReactNode;
}

/** The chat's assistant and title, with Rename (in place) and Delete (after a confirmation). */
export function ChatHeader({ chat, titleId, start }: ChatHeaderProps) {
  const [renaming, setRenaming] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const stopRenaming = () => {
    setRenaming(false);
    // Back to the button that opened the form, once it is rendered again.
    requestAnimationFrame(() => renameRef.current?.focus());
  };
  return (
    <header className="flex min-h-16 items-center gap-2 border-b border-border px-3 py-2 sm:px-4">
      {start}
      <AssistantAvatar src={chat.assistant.avatar} className="hidden size-9 sm:inline" />
      {renaming ? (
        <>
          {/* Still names the conversation while its title is edited. */}
          <h2 id={titleId} className="sr-only">
            {chat.title}
          </h2>
          <RenameChatForm chat={chat} onDone={stopRenaming} />
        </>
      ) : (
        <>
          <div className="grid min-w-0 flex-1">
            <div className="flex min-w-0 items-center gap-2">
              <h2 id={titleId} className="truncate font-semibold">
                {chat.title}
              </h2>
              {chat.admin_test ? <AdminTestBadge /> : null}
            </div>
            <p className="truncate text-xs text-muted-foreground">{chat.assistant.name}</p>
            {chat.admin_test ? (
              <p className="text-xs text-muted-foreground">{ADMIN_TEST_CHAT_WORDS.note}</p>
            ) : null}
          </div>
          <Button
            ref={renameRef}
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label="Rename chat"
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </>
      )}
      <LoadOnOpen
        load={loadDeleteDialog}
        popup="dialog"
        props={{ chat, current: true }}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="size-9 hover:text-destructive"
            aria-label="Delete chat"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </header>
  );
}
