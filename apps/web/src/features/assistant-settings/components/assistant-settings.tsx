import type { TChatSummary } from '@inkwell/contract';
import { Bot, Plus } from 'lucide-react';
import { useState } from 'react';
import { RemovalNotice } from '@/components/catalogue/removal-notice';
import { useCatalogueRemoval } from '@/components/catalogue/use-catalogue-removal';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { useAdminAssistants } from '../api/get-admin-assistants';
import { assistantCategories } from '../utils/assistant-form';
import { AssistantForm } from './assistant-form';
import { AssistantList } from './assistant-list';

interface AssistantSettingsProps {
  /** Something users see changed: their list of assistants is read again. */
  onChanged: () => void;
  /** Try it opened a test chat. */
  onTried: (chat: TChatSummary) => void;
}

/** Admin: the assistants users chat with, their order, and a form to add one. */
export function AssistantSettings({ onChanged, onTried }: AssistantSettingsProps) {
  const query = useAdminAssistants();
  const [adding, setAdding] = useState(false);
  const { removal, onRemoved, clear } = useCatalogueRemoval(onChanged);
  return (
    <SettingsSection
      title="Assistants"
      icon={Bot}
      description="The assistants users start AI Chats with, shown in this order. Each follows its instructions (the system prompt); Try it opens a test chat that spends nothing. Hidden ones stay in the chats users already have."
    >
      <RemovalNotice removal={removal} />
      <QueryState
        query={query}
        what="the assistants"
        fallback={<ListSkeleton label="Loading the assistants" rows={4} rowClassName="h-28" />}
      >
        {(assistants) => {
          const categories = assistantCategories(assistants);
          return (
            <div className="grid gap-4">
              {assistants.length === 0 && !adding ? (
                <p className="text-sm text-muted-foreground">No assistants yet: users cannot start a chat.</p>
              ) : (
                <AssistantList
                  assistants={assistants}
                  categories={categories}
                  onChanged={onChanged}
                  onRemoved={onRemoved}
                  onTried={onTried}
                />
              )}
              {adding ? (
                <div className="rounded-xl border border-border p-4">
                  <h3 className="mb-4 font-semibold">New assistant</h3>
                  <AssistantForm
                    assistant={null}
                    categories={categories}
                    onClose={() => setAdding(false)}
                    onSaved={onChanged}
                  />
                </div>
              ) : (
                <Button
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => {
                    clear();
                    setAdding(true);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add assistant
                </Button>
              )}
            </div>
          );
        }}
      </QueryState>
    </SettingsSection>
  );
}
