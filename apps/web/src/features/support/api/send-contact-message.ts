import { useMutation } from '@tanstack/react-query';
import { supportFormEndpoints, type TContactRequest, type TContactResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

export function sendContactMessage(body: TContactRequest): Promise<TContactResponse> {
  return callEndpoint(supportFormEndpoints.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
