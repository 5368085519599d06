import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminSupportDetailSchema,
  ZAdminSupportUpdateSchema,
  type TAdminSupportDetail,
  type TAdminSupportUpdate,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_CENTER_PATH } from './get-support-list';
import { storeSupportRequest, supportCenterKeys } from './support-center-keys';

export interface TUpdateSupportRequestInput {
  id: number;
  body: TAdminSupportUpdate;
}

/** PATCH admin/support/{id}/: a new status or priority. */
export async function updateSupportRequest({
  id,
  body,
}: TUpdateSupportRequestInput): Promise<TAdminSupportDetail> {
  const { data } = await apiClient.patch<unknown>(
    `${SUPPORT_CENTER_PATH}${id}/`,
    ZAdminSupportUpdateSchema.parse(body),
  );
  return ZAdminSupportDetailSchema.parse(data);
}

/** The change shows at once; a refusal puts the request back as it was. */
export function useUpdateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportRequest,
    onMutate: async ({ id, body }) => {
      const key = supportCenterKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TAdminSupportDetail>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(supportCenterKeys.detail(id), context.previous);
    },
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
