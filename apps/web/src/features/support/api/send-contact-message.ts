import { useMutation } from '@tanstack/react-query';
import { ZContactResponseSchema, type TContactRequest, type TContactResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function sendContactMessage(body: TContactRequest): Promise<TContactResponse> {
  const { data } = await apiClient.post<unknown>('support/contact/', body);
  return ZContactResponseSchema.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
