import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useRegenerateVoicePreviews } from '../api/regenerate-voice-previews';

interface RegeneratePreviewsButtonProps {
  /** How many voices have a clip to drop. */
  count: number;
  /** Done: how many clips were dropped. */
  onRegenerated: (cleared: number) => void;
}

/** "Regenerate all previews", asked first: every sample clip is dropped and made again on its next play. */
export function RegeneratePreviewsButton({ count, onRegenerated }: RegeneratePreviewsButtonProps) {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateVoicePreviews();
  async function confirm() {
    try {
      const { cleared } = await regenerate.mutateAsync();
      setOpen(false);
      onRegenerated(cleared);
    } catch {
      // Said in the dialog, from the mutation's error.
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) regenerate.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RefreshCw aria-hidden="true" />
          Regenerate all previews
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Regenerate all previews?</DialogTitle>
        <DialogDescription>
          The sample clips of all {count} voices are deleted. Each is made again, from its engine as it is
          now, the next time someone plays it, which takes about a second.
        </DialogDescription>
        <FormAlert message={regenerate.error ? readErrorMessage(regenerate.error) : null} />
        <ConfirmActions
          pending={regenerate.isPending}
          icon={RefreshCw}
          destructive={false}
          onConfirm={() => void confirm()}
        >
          Regenerate all
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
