import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type TProfileResponse } from '@inkwell/contract';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { UserAvatar } from '@/components/layout/user-shell';
import { Button } from '@/components/ui/button';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_HINT = `PNG, JPEG or WebP, up to ${MAX_MB} MB. Saved with “Save profile”.`;

/** The server's limits, checked before anything is sent: png, jpeg or webp up to 2 MB. */
export function avatarFileError(file: File): string | undefined {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return `Choose an image of ${MAX_MB} MB or less.`;
  return undefined;
}

interface AvatarPickerProps {
  profile: TProfileResponse;
  file: File | null;
  error: string | undefined;
  onPick: (file: File | null, error: string | undefined) => void;
}

/**
 * The profile picture of the Edit Account form: a labelled, keyboard-reachable file picker that
 * previews the chosen image; the form's "Save profile" uploads it.
 */
export function AvatarPicker({ profile, file, error, onPick }: AvatarPickerProps) {
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
    const problem = avatarFileError(chosen);
    onPick(problem ? null : chosen, problem);
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {preview ? (
        <img
          src={preview}
          alt="Your new picture, not saved yet"
          className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand ring-offset-2 ring-offset-card"
        />
      ) : (
        <UserAvatar profile={profile} className="size-20 text-xl" />
      )}
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium">Profile picture</p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            aria-label="Profile picture"
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
            {file || profile.avatar ? 'Choose another picture' : 'Choose a picture'}
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
          {error ?? (file ? `${file.name} — not saved yet. ${AVATAR_HINT}` : AVATAR_HINT)}
        </p>
      </div>
    </div>
  );
}
