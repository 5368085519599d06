import type { TChatsPage } from '@inkwell/contract';
import { useLocation } from 'react-router';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { readPage } from '@/lib/url-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useChats } from '../api/get-chats';
import { ChatListItem } from './chat-list-item';

/** How many chats a list shows at a time. */
export const CHATS_PAGE_SIZE = 20;

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
  /** The links' search params: beside a chat, the list keeps its page and search from chat to chat. */
  linkSearch: string;
}

function ChatPage({ chats, searched, busy, currentId, onNavigate, linkSearch }: ChatPageProps) {
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
        <ChatListItem
          key={chat.id}
          chat={chat}
          current={chat.id === currentId}
          onNavigate={onNavigate}
          linkSearch={linkSearch}
        />
      ))}
    </ul>
  );
}

/** The list's page and search, from the URL. */
function readChatsQuery(params: URLSearchParams) {
  return { page: readPage(params.get('page')), search: params.get('search') || undefined };
}

/** The user's chats, most recent first, searchable by title, a page at a time. */
export function ChatList({ pageSize, currentId, onNavigate }: ChatListProps) {
  const filters = useUrlFilters({ read: readChatsQuery });
  const { page, search } = filters.query;
  const location = useLocation();
  const query = useChats({ page, page_size: pageSize, search });
  return (
    <div className="grid min-h-0 content-start gap-3">
      <SearchField
        label="Search your chats"
        placeholder="Search chats"
        value={filters.search}
        onChange={filters.setSearch}
      />
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
              searched={search !== undefined}
              busy={query.isPlaceholderData}
              currentId={currentId}
              onNavigate={onNavigate}
              linkSearch={currentId === undefined ? '' : location.search}
            />
            <Pager
              label="Chat pages"
              page={page}
              pageCount={Math.ceil(chats.count / pageSize)}
              onPageChange={filters.setPage}
              busy={query.isPlaceholderData}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
