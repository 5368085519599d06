import { useQueryClient } from '@tanstack/react-query';
import type { TChatSummary } from '@inkwell/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { aiChatPath } from '@/config/paths';
import { chatKeys } from '@/features/ai-chats/api/chat-keys';
import { AssistantSettings } from '@/features/assistant-settings/components/assistant-settings';

/** Admin: the assistants catalogue. Users see a change at once; Try it opens the test chat. */
export default function SettingsAssistantsRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.assistants });
  }, [queryClient]);
  const onTried = useCallback(
    (chat: TChatSummary) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
      void navigate(aiChatPath(chat.id));
    },
    [queryClient, navigate],
  );
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AssistantSettings onChanged={onChanged} onTried={onTried} />
    </div>
  );
}
