import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplateEndpoints, type TTemplateRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedTemplate } from './template-settings-keys';

/** POST admin/templates/: a new template, shown after the others. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTemplateRequest) => callEndpoint(adminTemplateEndpoints.create, { body }),
    onSuccess: (template) => storeChangedTemplate(queryClient, template),
  });
}
