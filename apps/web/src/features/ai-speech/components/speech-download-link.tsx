import type { TSavedSpeech } from '@inkwell/contract';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Download the speech's audio (its signed link answers as an attachment). */
export function SpeechDownloadLink({ speech, size = 'sm' }: { speech: TSavedSpeech; size?: 'sm' | 'icon' }) {
  return (
    <Button asChild variant={size === 'icon' ? 'ghost' : 'outline'} size={size}>
      <a href={speech.download_url} download>
        <Download aria-hidden="true" />
        {size === 'icon' ? <span className="sr-only">Download</span> : 'Download'}
      </a>
    </Button>
  );
}
