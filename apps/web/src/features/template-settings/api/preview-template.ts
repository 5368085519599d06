import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminTemplateEndpoints, type TTemplatePreviewRequest } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

const { preview } = adminTemplateEndpoints;

/**
 * POST admin/templates/preview/: the messages a run of the template being edited would send.
 * Asked only for a template that passes the contract's schema (`null` otherwise, nothing is
 * asked); the last answer stays while the next loads.
 */
export const templatePreviewQueryOptions = (body: TTemplatePreviewRequest | null) =>
  queryOptions({
    queryKey: endpointKey(preview, body ?? undefined),
    queryFn: () => callEndpoint(preview, { body: body as TTemplatePreviewRequest }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

export function useTemplatePreview(body: TTemplatePreviewRequest | null) {
  return useQuery(templatePreviewQueryOptions(body));
}
