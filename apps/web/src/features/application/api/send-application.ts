import { useMutation } from '@tanstack/react-query';
import { ZContactResponseSchema, type TApplicationRequest, type TContactResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/** `support/application/` answers like the contact form: 201 `{ id, detail }`. */
export async function sendApplication(body: TApplicationRequest): Promise<TContactResponse> {
  const { data } = await apiClient.post<unknown>('support/application/', body);
  return ZContactResponseSchema.parse(data);
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
