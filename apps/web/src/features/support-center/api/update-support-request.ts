import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSupportEndpoints,
  ZAdminSupportUpdateSchema,
  type TAdminSupportDetail,
  type TAdminSupportUpdate,
} from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { storeSupportRequest } from './support-center-keys';

export interface TUpdateSupportRequestInput {
  id: number;
  body: TAdminSupportUpdate;
}

/** PATCH admin/support/{id}/: a new status or priority. It shows at once; a refusal puts the request back as it was. */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateSupportRequestInput) =>
      callEndpoint(adminSupportEndpoints.update, {
        params: { id },
        body: ZAdminSupportUpdateSchema.parse(body),
      }),
    onMutate: async ({ id, body }) => {
      const key = endpointKey(adminSupportEndpoints.get, { id });
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TAdminSupportDetail>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous)
        queryClient.setQueryData(endpointKey(adminSupportEndpoints.get, { id }), context.previous);
    },
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
