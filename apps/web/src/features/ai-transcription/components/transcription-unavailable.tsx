import { MicOff } from 'lucide-react';

/** No engine understands any language on this server: what an administrator needs to do. */
export function TranscriptionUnavailable() {
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <MicOff aria-hidden="true" className="size-4 text-brand" />
        Speech to text is not available on this server
      </p>
      <p className="text-muted-foreground">
        An administrator needs to install PocketSphinx (
        <code className="font-mono text-foreground">apt-get install pocketsphinx pocketsphinx-en-us</code>) or
        configure a speech-to-text provider.
      </p>
    </div>
  );
}
