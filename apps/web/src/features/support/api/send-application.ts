import { useMutation } from '@tanstack/react-query';
import { supportFormEndpoints, type TApplicationRequest, type TApplicationResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

export function sendApplication(body: TApplicationRequest): Promise<TApplicationResponse> {
  return callEndpoint(supportFormEndpoints.application, { body });
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
