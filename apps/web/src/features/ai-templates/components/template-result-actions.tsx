import type { TSavedTemplate } from '@inkwell/contract';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';

interface TemplateResultActionsProps {
  saved: TSavedTemplate;
  /** Runs the template again with the same values (on the template's page). */
  onRegenerate?: () => void;
}

/** Copy the result (its markdown), and Regenerate where the run can be asked again. */
export function TemplateResultActions({ saved, onRegenerate }: TemplateResultActionsProps) {
  return (
    <>
      <CopyTextButton look="text" label="Copy" readText={() => saved.result} />
      {onRegenerate ? (
        <Button variant="outline" size="sm" onClick={onRegenerate}>
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      ) : null}
    </>
  );
}
