import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiStatusEndpoints, type TAiCapability } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * GET ai/status/: which AI tools can answer now; a tool that cannot shows its set-up panel.
 * Every tool page reads the same answer.
 */
export const aiStatusQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(aiStatusEndpoints.get),
    queryFn: () => callEndpoint(aiStatusEndpoints.get),
  });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}

/** Whether the tool can answer: undefined until known (or when it could not be read). */
export function useAiToolReady(capability: TAiCapability): boolean | undefined {
  return useAiStatus().data?.[capability];
}
