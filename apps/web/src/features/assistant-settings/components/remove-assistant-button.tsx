import type { TAdminAssistant } from '@inkwell/contract';
import { RemoveItemButton } from '@/components/catalogue/remove-item-button';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { useRemoveAssistant } from '../api/remove-assistant';

/** Remove, asked first; one users have chats with is only hidden, which the dialog says first. */
export function RemoveAssistantButton({
  assistant,
  onRemoved,
}: {
  assistant: TAdminAssistant;
  onRemoved: (removal: TCatalogueRemoval) => void;
}) {
  const remove = useRemoveAssistant();
  return (
    <RemoveItemButton
      id={assistant.id}
      name={assistant.name}
      description={
        assistant.chats > 0
          ? 'Users have chats with this assistant, so it is kept for them and only hidden from new chats.'
          : 'Users will no longer see it. This cannot be undone.'
      }
      remove={remove}
      onRemoved={onRemoved}
    />
  );
}
