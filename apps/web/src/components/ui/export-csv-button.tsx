import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { readErrorMessage } from '@/lib/read-form-errors';
import { ErrorAlert } from './alert';
import { PendingButton } from './pending-button';

interface ExportCsvButtonProps {
  /** The feature's export mutation (its fetcher saves the file, `lib/download-api-file.ts`). */
  exporting: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending' | 'error'>;
}

/** Export CSV: everything a list's filters leave (not only its page), as a file; a failure says why below. */
export function ExportCsvButton({ exporting }: ExportCsvButtonProps) {
  return (
    <>
      <PendingButton
        variant="outline"
        pending={exporting.isPending}
        icon={Download}
        onClick={() => exporting.mutate()}
      >
        Export CSV
      </PendingButton>
      {exporting.error ? (
        <ErrorAlert className="basis-full" title={readErrorMessage(exporting.error)} />
      ) : null}
    </>
  );
}
