import type { TChatsPage } from '@inkwell/contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useChats } from '../api/get-chats';
import { ChatListItem } from './chat-list-item';

/** How many chats a list shows at a time. */
export const CHATS_PAGE_SIZE = 20;

/** How long typing pauses before the search is asked for. */
export const CHAT_SEARCH_DELAY_MS = 300;

interface ChatListProps {
  pageSize: number;
  /** The chat on screen, marked as the current page. */
  currentId?: number;
  /** A chat was picked (the sheet closes). */
  onNavigate?: () => void;
}

interface ChatPageProps extends Omit<ChatListProps, 'pageSize'> {
  chats: TChatsPage;
  searched: boolean;
  busy: boolean;
}

function ChatPage({ chats, searched, busy, currentId, onNavigate }: ChatPageProps) {
  if (chats.results.length === 0) {
    return (
      <p className="px-3 py-8 text-center text-sm text-muted-foreground">
        {searched ? 'No chats match your search.' : 'No chats yet. Pick an assistant to start one.'}
      </p>
    );
  }
  return (
    <ul aria-label="Chats" aria-busy={busy || undefined} className="grid gap-0.5">
      {chats.results.map((chat) => (
        <ChatListItem key={chat.id} chat={chat} current={chat.id === currentId} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** The user's chats, most recent first, searchable by title, a page at a time. */
export function ChatList({ pageSize, currentId, onNavigate }: ChatListProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const words = useDebouncedValue(search.trim(), CHAT_SEARCH_DELAY_MS);
  const query = useChats({ page, page_size: pageSize, search: words || undefined });
  return (
    <div className="grid min-h-0 content-start gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search your chats
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search chats"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="pl-9"
        />
      </div>
      <QueryState
        query={query}
        what="your chats"
        compact
        fallback={<ListSkeleton label="Loading your chats" rows={4} rowClassName="h-12" />}
      >
        {(chats) => (
          <>
            <ChatPage
              chats={chats}
              searched={words !== ''}
              busy={query.isPlaceholderData}
              currentId={currentId}
              onNavigate={onNavigate}
            />
            <Pager
              label="Chat pages"
              page={page}
              pageCount={Math.ceil(chats.count / pageSize)}
              onPageChange={setPage}
              busy={query.isPlaceholderData}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
