import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplateEndpoints, type TTemplateRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedTemplate } from './template-settings-keys';

/** PUT admin/templates/{id}/: the whole template replaced (saved runs keep what they had). */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TTemplateRequest }) =>
      callEndpoint(adminTemplateEndpoints.update, { params: { id }, body }),
    onSuccess: (template) => storeChangedTemplate(queryClient, template),
  });
}
