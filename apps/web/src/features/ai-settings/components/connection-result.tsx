import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { connectedText } from '../utils/ai-settings-view';

export const CONNECTION_FAILED = 'Connection failed';

/** What the last Test connection found: the model count, or the server's words on what is wrong. */
export function ConnectionResult({ query }: { query: UseQueryResult<string[]> }) {
  if (query.error) {
    return <ErrorAlert title={CONNECTION_FAILED}>{readErrorMessage(query.error)}</ErrorAlert>;
  }
  if (query.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {connectedText(query.data)}
      </p>
    );
  }
  if (query.isFetching) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Asking the provider for its models; this can take up to 15 seconds…
      </p>
    );
  }
  return null;
}
