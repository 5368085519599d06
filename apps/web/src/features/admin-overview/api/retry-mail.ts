import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDetailResponseSchema } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminOverviewKeys } from './admin-overview-keys';

/** POST admin/mail/{id}/retry/: sends a waiting mail now; 404 when it is no longer waiting. */
export async function retryMail(id: number): Promise<string> {
  const { data } = await apiClient.post<unknown>(`admin/mail/${id}/retry/`);
  return ZDetailResponseSchema.parse(data).detail;
}

/** "Retry now": the list is asked again whatever the answer (the mail may have been sent meanwhile). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: (detail) => void toast.success(detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOverviewKeys.mail }),
  });
}
