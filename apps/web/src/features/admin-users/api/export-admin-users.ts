import { useMutation } from '@tanstack/react-query';
import { adminUserEndpoints, type TAdminUsersFilter } from '@inkwell/contract';
import { downloadApiFile } from '@/lib/download-api-file';
import { endpointUrl } from '@/lib/endpoint-client';

/** GET admin/users/export/: the filtered accounts as a CSV file, saved under the server's name. */
export function exportAdminUsers(filter: TAdminUsersFilter): Promise<string> {
  return downloadApiFile(endpointUrl(adminUserEndpoints.export), filter, 'users.csv');
}

/** The export of what `filter` leaves (the list's filters, without its page). */
export function useExportAdminUsers(filter: TAdminUsersFilter) {
  return useMutation({ mutationFn: () => exportAdminUsers(filter) });
}
