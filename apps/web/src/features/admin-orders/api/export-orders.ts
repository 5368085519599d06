import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/download-api-file';
import type { TOrdersExportFilter } from '../utils/order-query';
import { ADMIN_ORDERS_PATH } from './get-admin-orders';

/** GET admin/orders/export/: the filtered orders as a CSV file, saved under the server's name. */
export function exportOrders(filter: TOrdersExportFilter): Promise<string> {
  return downloadApiFile(`${ADMIN_ORDERS_PATH}export/`, filter, 'orders.csv');
}

/** The export of what the list's filters leave now. */
export function useExportOrders(filter: TOrdersExportFilter) {
  return useMutation({ mutationFn: () => exportOrders(filter) });
}
