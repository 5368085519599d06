import { useMutation } from '@tanstack/react-query';
import { adminAssistantEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST admin/assistants/{id}/try/: a new admin test chat with it (hidden ones too; answers spend nothing). */
export function useTryAssistant() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminAssistantEndpoints.try, { params: { id } }),
  });
}
