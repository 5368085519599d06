import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const EXPORT_FILE_NAME = 'inkwell-account-export.json';

/** GET users/export: the profile and creations as one JSON document. */
export async function exportData(): Promise<unknown> {
  const { data } = await apiClient.get<unknown>('users/export');
  return data;
}

/** Hands the export to the browser as a downloaded JSON file. */
function downloadJson(data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** Fetches the export and downloads it; the mutation settles once the file is handed over. */
export function useExportData() {
  return useMutation({ mutationFn: async () => downloadJson(await exportData()) });
}
