import { SUPPORT_ATTACHMENT_ACCEPT, SUPPORT_ATTACHMENTS_MAX, SUPPORT_LIMIT_TEXT } from '@inkwell/contract';
import { ImagePlus, X } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { TAttachments } from '../hooks/use-attachments';
import { SUPPORT_ATTACHMENT_HINT } from '../utils/check-support-attachment';

/** One picked image, shown small before it is sent, with its Remove button. */
function AttachmentPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  // The preview's URL lives exactly as long as its <img> is in the page: made when it is
  // attached, revoked when it leaves (a ref callback's cleanup), so none ever points at a
  // revoked URL and a render React throws away leaves none behind.
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <li className="relative">
      <img
        ref={showFile}
        alt={file.name}
        className="size-16 rounded-lg border border-border bg-muted object-cover sm:size-20"
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute -top-2 -right-2 size-6 rounded-full p-0"
        onClick={onRemove}
      >
        <X aria-hidden="true" />
        <span className="sr-only">Remove “{file.name}”</span>
      </Button>
    </li>
  );
}

interface AttachmentPickerProps {
  /** The file input's id: the form focuses it when the server refuses the attachments. */
  id: string;
  attachments: TAttachments;
  /** The server's words about the attachments (a 400's `attachments`). */
  error?: string | undefined;
  disabled: boolean;
}

/**
 * Images for a message: a labelled picker (checked against the contract's types, size and count
 * before anything is sent; in a thread, its room too), the picked ones previewed with Remove;
 * the form's submit sends them.
 */
export function AttachmentPicker({ id, attachments, error, disabled }: AttachmentPickerProps) {
  const message = attachments.refusal ?? error;
  const { max } = attachments;
  const full = attachments.files.length >= max;
  const hint = max < SUPPORT_ATTACHMENTS_MAX ? SUPPORT_LIMIT_TEXT.threadFull(max) : SUPPORT_ATTACHMENT_HINT;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          multiple
          accept={SUPPORT_ATTACHMENT_ACCEPT}
          aria-label="Attach images"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-note`}
          disabled={disabled || full}
          onChange={(event) => {
            attachments.add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm font-semibold shadow-xs transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted [&_svg]:size-4',
            (disabled || full) && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" />
          Attach images
        </label>
        <span className="text-xs text-muted-foreground tabular-nums">
          {attachments.files.length} / {max}
        </span>
      </div>
      {attachments.files.length > 0 ? (
        <ul aria-label="Attached images" className="flex flex-wrap gap-3 pt-2">
          {attachments.files.map((file, index) => (
            <AttachmentPreview
              key={`${index}-${file.name}`}
              file={file}
              onRemove={() => attachments.remove(file)}
            />
          ))}
        </ul>
      ) : null}
      <p
        id={`${id}-note`}
        className={message ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}
      >
        {message ?? hint}
      </p>
    </div>
  );
}
