import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAiStatusSchema, type TAiCapability, type TAiStatus } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/** The one key of the AI tools' status (every tool page reads the same answer). */
export const aiStatusKeys = { all: ['ai-status'] as const };

/** GET ai/status/: which AI tools can answer now; a tool that cannot shows its set-up panel. */
export async function getAiStatus(): Promise<TAiStatus> {
  const { data } = await apiClient.get<unknown>('ai/status/');
  return ZAiStatusSchema.parse(data);
}

export const aiStatusQueryOptions = () => queryOptions({ queryKey: aiStatusKeys.all, queryFn: getAiStatus });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}

/** Whether the tool can answer: undefined until known (or when it could not be read). */
export function useAiToolReady(capability: TAiCapability): boolean | undefined {
  return useAiStatus().data?.[capability];
}
