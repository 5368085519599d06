import type { TAiProvider } from '@inkwell/contract';
import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EditProviderForm } from './edit-provider-form';

/** Edit opens the provider's form in a dialog; it closes once the change is saved. */
export function EditProviderDialog({ provider }: { provider: TAiProvider }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SquarePen aria-hidden="true" />
          Edit <span className="sr-only">{provider.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit {provider.name}</DialogTitle>
        <DialogDescription>Test the connection again after changing the URL or the key.</DialogDescription>
        <EditProviderForm provider={provider} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
