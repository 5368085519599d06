import { useMutation } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@inkwell/contract';
import { downloadApiFile } from '@/lib/download-api-file';
import { endpointUrl } from '@/lib/endpoint-client';
import type { TOrdersExportFilter } from '../utils/order-query';

/** GET admin/orders/export/: the filtered orders as a CSV file, saved under the server's name. */
export function exportOrders(filter: TOrdersExportFilter): Promise<string> {
  return downloadApiFile(endpointUrl(adminOrderEndpoints.export), filter, 'orders.csv');
}

/** The export of what the list's filters leave now. */
export function useExportOrders(filter: TOrdersExportFilter) {
  return useMutation({ mutationFn: () => exportOrders(filter) });
}
