import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupportRequestDetailSchema, type TSupportRequestDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeSupportRequest } from './support-request-keys';

/** POST support/requests/{id}/close/: the request is settled; replying needs a reopen first. */
export async function closeSupportRequest(id: number): Promise<TSupportRequestDetail> {
  const { data } = await apiClient.post<unknown>(`support/requests/${id}/close/`);
  return ZSupportRequestDetailSchema.parse(data);
}

export function useCloseSupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeSupportRequest(id),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
