import type { TSavedCode } from '@inkwell/contract';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { downloadText } from '@/lib/download-text';
import { codeFileName, extractFirstCodeBlock } from '../utils/code-file';

/** The code of a run: its first code block, or the whole answer when it has none. */
const codeOf = (saved: TSavedCode) => extractFirstCodeBlock(saved.result) ?? saved.result;

/** Copy code and Download for a saved run: the first code block, as `<prompt-slug>.<extension>`. */
export function CodeResultActions({ saved }: { saved: TSavedCode }) {
  return (
    <>
      <CopyTextButton look="text" label="Copy code" readText={() => codeOf(saved)} />
      <Button variant="outline" size="sm" onClick={() => downloadText(codeFileName(saved), codeOf(saved))}>
        <Download aria-hidden="true" />
        Download
      </Button>
    </>
  );
}
