import { useMutation } from '@tanstack/react-query';
import { profileEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

const EXPORT_FILE_NAME = 'inkwell-account-export.json';

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
  return useMutation({
    mutationFn: async () => downloadJson(await callEndpoint(profileEndpoints.exportData)),
  });
}
