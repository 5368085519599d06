import { TRANSCRIPTION_ACCEPT, TRANSCRIPTION_EXTENSIONS } from '@inkwell/contract';
import { FileAudio, Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface AudioDropZoneProps {
  file: File | null;
  maxBytes: number;
  disabled: boolean;
  onPick: (file: File) => void;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Drop an audio file here, or choose one; shows the file picked. */
export function AudioDropZone({ file, maxBytes, disabled, onPick }: AudioDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-center text-sm',
        over && 'border-brand bg-brand/5',
      )}
    >
      {file ? (
        <p className="flex items-center gap-2 font-medium break-all">
          <FileAudio aria-hidden="true" className="size-4 shrink-0 text-brand" />
          {file.name}
        </p>
      ) : (
        <p className="font-medium">Drop an audio file here</p>
      )}
      <p className="text-xs text-muted-foreground">
        {TRANSCRIPTION_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ')}; up to{' '}
        {megabytes(maxBytes)}.
      </p>
      <input
        ref={input}
        type="file"
        accept={TRANSCRIPTION_ACCEPT}
        aria-label="Audio file"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0];
          if (picked) onPick(picked);
          event.currentTarget.value = '';
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {file ? 'Choose another file' : 'Choose a file'}
      </Button>
    </div>
  );
}
