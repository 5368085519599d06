import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TAiProvider } from '@inkwell/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useDeleteAiProvider } from '../api/delete-ai-provider';
import { formatList } from '../utils/ai-settings-view';

/** What a deletion costs: the tools left without a provider, and the key. */
function consequences(provider: TAiProvider, tools: string[]): string {
  const served =
    tools.length === 0
      ? 'No tool uses it.'
      : `${formatList(tools)} will lose ${tools.length === 1 ? 'its' : 'their'} provider and stay off until you pick another one.`;
  return provider.api_key_hint ? `${served} Its saved key is deleted too.` : served;
}

interface DeleteProviderDialogProps {
  provider: TAiProvider;
  tools: string[];
}

/** Deletes a provider after a confirmation that names the tools it serves. */
export function DeleteProviderDialog({ provider, tools }: DeleteProviderDialogProps) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAiProvider();
  // Awaited rather than mutate's callbacks: once deleted, this provider's card unmounts, and
  // those callbacks would never run.
  const remove = async () => {
    try {
      await mutation.mutateAsync(provider.id);
    } catch {
      return; // shown in the dialog
    }
    setOpen(false);
    void toast.success(`${provider.name} deleted`);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="border-destructive/40 text-destructive">
          <Trash2 aria-hidden="true" />
          Delete <span className="sr-only">{provider.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete {provider.name}?</DialogTitle>
        <DialogDescription>{consequences(provider, tools)}</DialogDescription>
        <FormAlert message={mutation.error ? readErrorMessage(mutation.error) : null} />
        <ConfirmActions pending={mutation.isPending} icon={Trash2} onConfirm={() => void remove()}>
          Delete provider
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
