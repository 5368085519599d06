import type { TAssistant } from '@inkwell/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { aiChatPath } from '@/config/paths';
import { useAiStatus } from '@/lib/get-ai-status';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useAssistants } from '../api/get-assistants';
import { useCreateChat } from '../api/create-chat';
import { AssistantCard } from './assistant-card';
import { ALL_CATEGORIES, AssistantFilters } from './assistant-filters';
import { AssistantGridSkeleton } from './assistant-grid-skeleton';

/** The categories in the order the assistants come (the catalogue's display order). */
function categoriesOf(assistants: TAssistant[]): string[] {
  return [...new Set(assistants.map((assistant) => assistant.category))];
}

function matches(assistant: TAssistant, category: string, words: string): boolean {
  if (category !== ALL_CATEGORIES && assistant.category !== category) return false;
  const text = `${assistant.name} ${assistant.description}`.toLowerCase();
  return words === '' || text.includes(words);
}

interface AssistantCatalogueProps {
  assistants: TAssistant[];
  /** False while AI chats are not set up: a chat that cannot answer is not offered (the page says why). */
  canStart: boolean;
}

function AssistantCatalogue({ assistants, canStart }: AssistantCatalogueProps) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const create = useCreateChat();
  const categories = useMemo(() => categoriesOf(assistants), [assistants]);
  const words = search.trim().toLowerCase();
  const shown = assistants.filter((assistant) => matches(assistant, category, words));

  const start = (assistant: TAssistant) =>
    create.mutate(assistant.id, { onSuccess: (chat) => void navigate(aiChatPath(chat.id)) });

  return (
    <div className="grid gap-5">
      <AssistantFilters
        categories={categories}
        category={category}
        onCategoryChange={setCategory}
        search={search}
        onSearchChange={setSearch}
      />
      {create.error ? (
        <ErrorAlert title="We couldn’t start the chat">{readErrorMessage(create.error)}</ErrorAlert>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-label="Assistants" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
          {shown.map((assistant) => (
            <AssistantCard
              key={assistant.id}
              assistant={assistant}
              onStart={canStart ? () => start(assistant) : undefined}
              starting={create.isPending && create.variables === assistant.id}
              disabled={create.isPending}
            />
          ))}
        </ul>
      ) : (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground"
        >
          {assistants.length === 0 ? 'No assistants are available yet.' : 'No assistants match your search.'}
        </p>
      )}
    </div>
  );
}

/** Every assistant as a card, filtered by category and words; picking one starts a chat with it. */
export function AssistantGallery() {
  const query = useAssistants();
  // The cards wait for the status too, so Start chat never appears and then goes.
  const status = useAiStatus();
  return (
    <section aria-labelledby="assistants-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="assistants-title" className="text-lg font-semibold">
          Start a new chat
        </h2>
        <p className="text-sm text-muted-foreground">
          Pick an assistant for the job. Each one is tuned for its task.
        </p>
      </div>
      <QueryState query={query} what="the assistants" fallback={<AssistantGridSkeleton />}>
        {(assistants) =>
          status.isPending ? (
            <AssistantGridSkeleton />
          ) : (
            <AssistantCatalogue assistants={assistants} canStart={status.data?.chat !== false} />
          )
        }
      </QueryState>
    </section>
  );
}
