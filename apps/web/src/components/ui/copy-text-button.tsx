import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type TCopyStatus = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays: long enough to read, short enough that a second copy is noticed. */
const STATUS_MS = 2000;

const STATUS_TEXT: Record<TCopyStatus, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Couldn’t copy',
};

interface CopyTextButtonProps {
  /** The icon button's name: "Copy code", "Copy message". */
  label: string;
  readText: () => string;
  /** `text`: an outlined button that shows its label beside the icon (an action bar's). */
  look?: 'icon' | 'text';
  className?: string;
}

/**
 * Copies a text (a code block, a message). The button is an icon named by `label`; the result
 * is written beside it in a status region that exists from the start, so screen readers
 * announce it too. The clipboard can be missing (an insecure origin) or refused (permissions):
 * that is said, not thrown.
 */
export function CopyTextButton({ label, readText, look = 'icon', className }: CopyTextButtonProps) {
  const [status, setStatus] = useState<TCopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(readText());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  // Beside an icon, before it (the row's end stays put); after a labelled button.
  const statusText = (
    <span role="status" className="text-xs">
      {STATUS_TEXT[status]}
    </span>
  );

  return (
    <div className={cn('flex items-center gap-2', className)}>
      {look === 'icon' ? statusText : null}
      {look === 'text' ? (
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {status === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {label}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className="size-7 text-muted-foreground hover:text-foreground"
          onClick={() => void copy()}
        >
          {status === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      )}
      {look === 'text' ? statusText : null}
    </div>
  );
}
