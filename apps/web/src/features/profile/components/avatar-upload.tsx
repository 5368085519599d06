import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type TProfileResponse } from '@inkwell/contract';
import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { UserAvatar } from '@/components/layout/user-shell';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { showApiError } from '@/lib/show-api-error';
import { useUploadAvatar } from '../api/upload-avatar';

/** Client-side check before upload: png, jpeg or webp up to 2 MB. */
export function avatarFileError(file: File): string | undefined {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return 'Choose an image of 2 MB or less.';
  return undefined;
}

export function AvatarUpload({ profile }: { profile: TProfileResponse }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const mutation = useUploadAvatar();

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  }

  function upload() {
    if (!file) return;
    mutation.mutate(file, {
      onSuccess: () => setFile(null),
      onError: showApiError,
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      <UserAvatar profile={{ ...profile, avatar: preview ?? profile.avatar }} className="size-20 text-xl" />
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Profile picture</Label>
        <input
          id={inputId}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            PNG, JPEG or WebP, up to 2 MB.
          </p>
        )}
        {file ? (
          <Button
            type="button"
            size="sm"
            className="justify-self-start"
            onClick={upload}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            Upload picture
          </Button>
        ) : null}
      </div>
    </div>
  );
}
