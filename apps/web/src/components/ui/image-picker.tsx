import { AVATAR_MIME_TYPES } from '@inkwell/contract';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { imageFileError } from '@/lib/upload-image';

interface ImagePickerProps {
  /** The field's name, shown above the button and given to the file input ("Profile picture"). */
  label: string;
  /** The picture as saved, shown until a file is chosen. */
  current: ReactNode;
  /** Whether there is a saved picture ("Choose another picture" rather than "Choose a picture"). */
  hasCurrent: boolean;
  /** The preview's alternative text ("Your new picture, not saved yet"). */
  previewAlt: string;
  /** The limits and how the picture is saved, under the button. */
  hint: string;
  file: File | null;
  /** A refused file (checked here against the server's limits) or the server's refusal. */
  error: string | undefined;
  onPick: (file: File | null, error: string | undefined) => void;
}

/**
 * A labelled, keyboard-reachable picture picker that previews the chosen image; the form it sits
 * in uploads it with its own submit. A file the server would refuse is refused here with a reason.
 */
export function ImagePicker({
  label,
  current,
  hasCurrent,
  previewAlt,
  hint,
  file,
  error,
  onPick,
}: ImagePickerProps) {
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileError(chosen);
    onPick(problem ? null : chosen, problem);
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {preview ? (
        <img
          src={preview}
          alt={previewAlt}
          className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand ring-offset-2 ring-offset-card"
        />
      ) : (
        current
      )}
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium">{label}</p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-note`}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-background px-3 text-sm font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted [&_svg]:size-4"
          >
            <ImageUp aria-hidden="true" />
            {file || hasCurrent ? 'Choose another picture' : 'Choose a picture'}
          </label>
          {file || error ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onPick(null, undefined)}>
              <X aria-hidden="true" />
              Keep the current picture
            </Button>
          ) : null}
        </div>
        <p
          id={`${inputId}-note`}
          className={error ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}
        >
          {error ?? (file ? `${file.name} — not saved yet. ${hint}` : hint)}
        </p>
      </div>
    </div>
  );
}
