import { MessagesSquare, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { paths } from '@/config/paths';
import { ChatList, CHATS_PAGE_SIZE } from './chat-list';

const loadChatsSheet = () => import('./chats-sheet');

/** From 1024 px: the user's chats beside the conversation, the current one marked. */
export function ChatsSidebar({ currentId }: { currentId: number }) {
  return (
    <nav
      aria-labelledby="chats-sidebar-title"
      className="hidden w-72 shrink-0 flex-col gap-3 overflow-hidden rounded-2xl border border-border bg-card p-3 lg:flex"
    >
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id="chats-sidebar-title" className="font-semibold">
          Your chats
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.aiChats}>
            <Plus aria-hidden="true" />
            New chat
          </Link>
        </Button>
      </div>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        <ChatList pageSize={CHATS_PAGE_SIZE} currentId={currentId} />
      </div>
    </nav>
  );
}

/** Below 1024 px: the button that opens the chats in a sheet. */
export function ChatsSheetButton({ currentId }: { currentId: number }) {
  const trigger = (
    <Button variant="outline" size="sm" className="lg:hidden">
      <MessagesSquare aria-hidden="true" />
      Chats
    </Button>
  );
  return <LoadOnOpen load={loadChatsSheet} trigger={trigger} popup="dialog" props={{ currentId }} />;
}
