import type { TProfileResponse } from '@inkwell/contract';
import { UserAvatar } from '@/components/layout/user-shell';
import { ImagePicker } from '@/components/ui/image-picker';
import { IMAGE_FILE_HINT } from '@/lib/upload-image';

export const AVATAR_HINT = `${IMAGE_FILE_HINT} Saved with “Save profile”.`;

interface AvatarPickerProps {
  profile: TProfileResponse;
  file: File | null;
  error: string | undefined;
  onPick: (file: File | null, error: string | undefined) => void;
}

/** The profile picture of the Edit Account form; the form's "Save profile" uploads it. */
export function AvatarPicker({ profile, ...picked }: AvatarPickerProps) {
  return (
    <ImagePicker
      label="Profile picture"
      current={<UserAvatar profile={profile} className="size-20 text-xl" />}
      hasCurrent={Boolean(profile.avatar)}
      previewAlt="Your new picture, not saved yet"
      hint={AVATAR_HINT}
      {...picked}
    />
  );
}
