import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupportRequestDetailSchema, type TSupportRequestDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeSupportRequest } from './support-request-keys';

/** POST support/requests/{id}/reopen/: a closed request is open again and takes replies. */
export async function reopenSupportRequest(id: number): Promise<TSupportRequestDetail> {
  const { data } = await apiClient.post<unknown>(`support/requests/${id}/reopen/`);
  return ZSupportRequestDetailSchema.parse(data);
}

export function useReopenSupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenSupportRequest(id),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
