import { useQueryClient } from '@tanstack/react-query';
import { assistantEndpoints, chatEndpoints, type TChatSummary } from '@inkwell/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { aiChatPath } from '@/config/paths';
import { AssistantSettings } from '@/features/assistant-settings/components/assistant-settings';
import { endpointKey } from '@/lib/endpoint-client';

/** Admin: the assistants catalogue. Users see a change at once; Try it opens the test chat. */
export default function SettingsAssistantsRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(assistantEndpoints.list) });
  }, [queryClient]);
  const onTried = useCallback(
    (chat: TChatSummary) => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.list) });
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
