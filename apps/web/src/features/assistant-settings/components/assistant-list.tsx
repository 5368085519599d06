import type { TAdminAssistant } from '@inkwell/contract';
import { ReorderableList } from '@/components/catalogue/reorderable-list';
import { useSaveAssistantOrder } from '../api/save-assistant-order';
import { AssistantCard, type TAssistantCardEvents } from './assistant-card';

interface AssistantListProps extends TAssistantCardEvents {
  assistants: TAdminAssistant[];
  categories: string[];
}

/** The assistants in the users' order; Move up / Move down saves the whole order at once. */
export function AssistantList({ assistants, categories, ...events }: AssistantListProps) {
  const order = useSaveAssistantOrder();
  return (
    <ReorderableList
      label="Assistants"
      scope="assistant"
      items={assistants}
      order={order}
      onMoved={events.onChanged}
    >
      {(assistant, move) => (
        <AssistantCard
          key={assistant.id}
          assistant={assistant}
          categories={categories}
          move={move}
          {...events}
        />
      )}
    </ReorderableList>
  );
}
