import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpointKey } from '@/lib/endpoint-client';
import { voiceEndpoints } from '@inkwell/contract';
import { VoiceSettings } from '@/features/voice-settings/components/voice-settings';

/** What users may pick changed: Text to Speech's voices are read again. */
function useRefreshVoices() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(voiceEndpoints.list) });
  }, [queryClient]);
}

/** Admin: the voices library. */
export default function SettingsVoicesRoute() {
  const onVoicesChanged = useRefreshVoices();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <VoiceSettings onChanged={onVoicesChanged} />
    </div>
  );
}
