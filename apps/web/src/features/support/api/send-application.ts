import { useMutation } from '@tanstack/react-query';
import {
  ZApplicationResponseSchema,
  type TApplicationRequest,
  type TApplicationResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function sendApplication(body: TApplicationRequest): Promise<TApplicationResponse> {
  const { data } = await apiClient.post<unknown>('support/application/', body);
  return ZApplicationResponseSchema.parse(data);
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
