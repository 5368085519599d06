import type { QueryClient } from '@tanstack/react-query';
import type { TAdminPack, TAdminPlansResponse } from '@inkwell/contract';

/** Query keys of the admin's plans: the packs and the custom plan, one answer. */
export const planSettingsKeys = {
  all: ['plan-settings'] as const,
  plans: ['plan-settings', 'plans'] as const,
};

/** Puts a saved pack in the list (a new one at the end), then reads the list again for the others it changed. */
export async function storeChangedPack(queryClient: QueryClient, pack: TAdminPack): Promise<void> {
  queryClient.setQueryData<TAdminPlansResponse>(planSettingsKeys.plans, (current) => {
    if (!current) return current;
    const known = current.packs.some((candidate) => candidate.id === pack.id);
    const packs = known
      ? current.packs.map((candidate) => (candidate.id === pack.id ? pack : candidate))
      : [...current.packs, pack];
    return { ...current, packs };
  });
  await queryClient.invalidateQueries({ queryKey: planSettingsKeys.plans });
}
