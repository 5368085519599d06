import type { QueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints, type TAdminPack, type TAdminPlansResponse } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Puts a saved pack in the list (a new one at the end), then reads the list again for the others it changed. */
export async function storeChangedPack(queryClient: QueryClient, pack: TAdminPack): Promise<void> {
  const plans = endpointKey(adminPlanEndpoints.list);
  queryClient.setQueryData<TAdminPlansResponse>(plans, (current) => {
    if (!current) return current;
    const known = current.packs.some((candidate) => candidate.id === pack.id);
    const packs = known
      ? current.packs.map((candidate) => (candidate.id === pack.id ? pack : candidate))
      : [...current.packs, pack];
    return { ...current, packs };
  });
  await queryClient.invalidateQueries({ queryKey: plans });
}
