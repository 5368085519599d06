import { useQuery } from '@tanstack/react-query';
import { ZMailDeliverySchema, type TMailDelivery } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminOverviewKeys } from './admin-overview-keys';

/** GET admin/mail/: the mail not sent yet (counts, the oldest waiting), never a body. */
export async function getMailDelivery(): Promise<TMailDelivery> {
  const { data } = await apiClient.get<unknown>('admin/mail/');
  return ZMailDeliverySchema.parse(data);
}

/** The mail not sent yet, asked again every minute while the overview is open. */
export function useMailDelivery() {
  return useQuery({ queryKey: adminOverviewKeys.mail, queryFn: getMailDelivery, refetchInterval: 60_000 });
}
