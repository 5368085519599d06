import type { TTemplatePreviewRequest } from '@inkwell/contract';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useTemplatePreview } from '../api/preview-template';

/** How long the prompt waits for typing to pause before it is built again. */
export const PREVIEW_DELAY_MS = 400;
const SHOWN_PROBLEMS = 3;

interface BuiltPromptPreviewProps {
  /** The template and the sample run, or null while the template fails the schema. */
  body: TTemplatePreviewRequest | null;
  /** The schema's messages when it fails. */
  problems: string[];
}

/** The messages a run would send, built by the server once typing pauses; the schema's problems while it fails. */
export function BuiltPromptPreview({ body, problems }: BuiltPromptPreviewProps) {
  const settled = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const query = useTemplatePreview(body === null ? null : settled);
  if (body === null) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
        <p className="font-medium">The prompt is built once the template is complete:</p>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  const updating = query.isFetching || settled !== body;
  return (
    <div className="grid gap-3" aria-busy={updating || undefined}>
      <FormAlert message={query.error ? readErrorMessage(query.error) : null} />
      {query.data ? (
        <ol aria-label="Messages sent" className="grid gap-3">
          {query.data.messages.map((message, index) => (
            <li key={index} className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {message.role}
              </p>
              <pre className="max-h-96 overflow-auto rounded-lg bg-muted/60 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words">
                {message.content}
              </pre>
            </li>
          ))}
        </ol>
      ) : query.error ? null : (
        <Skeleton className="h-32" />
      )}
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {updating ? 'Updating…' : ''}
      </p>
    </div>
  );
}
