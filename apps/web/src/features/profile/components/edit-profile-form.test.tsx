import { MESSAGES } from '@inkwell/contract';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { profileFixture as profile, signIn } from '@/testing/session';
import { EditProfileForm } from './edit-profile-form';

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

interface TSeen {
  /** null: a form without the picture. */
  avatar?: { type: string; size: number } | null;
  patch?: unknown;
}

/** Answers both saving calls and records what reached them. */
function recordSaves(avatarAnswer?: () => Response): TSeen {
  const seen: TSeen = {};
  server.use(
    http.post(api('users/profile/avatar/'), async ({ request }) => {
      // The picture is sent as a form, in its `file` field.
      const file = (await request.formData()).get('file');
      seen.avatar = file && typeof file !== 'string' ? { type: file.type, size: file.size } : null;
      return avatarAnswer?.() ?? HttpResponse.json({ ...profile, avatar: '/media/avatars/7.png' });
    }),
    http.patch(api('users/profile/'), async ({ request }) => {
      seen.patch = await request.json();
      return HttpResponse.json({ ...profile, full_name: 'Ada King', avatar: '/media/avatars/7.png' });
    }),
    http.get(api('users/profile/'), () => HttpResponse.json(profile)),
  );
  return seen;
}

beforeEach(() => {
  signIn();
  // jsdom has no object URLs; the preview only needs a string.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('EditProfileForm', () => {
  it('previews a picked picture and "Save profile" uploads it, with one success message', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const seen = recordSaves();
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm profile={profile} />);
    await user.upload(screen.getByLabelText('Profile picture'), png(1000));
    expect(screen.getByRole('img', { name: 'Your new picture, not saved yet' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.profileUpdated));
    expect(success).toHaveBeenCalledTimes(1);
    expect(seen.avatar).toEqual({ type: 'image/png', size: 1000 });
    expect(seen.patch).toBeUndefined();
    expect(screen.queryByRole('img', { name: /not saved yet/ })).not.toBeInTheDocument();
  });

  it('saves the picked picture and the new name together', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const seen = recordSaves();
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm profile={profile} />);
    await user.upload(screen.getByLabelText('Profile picture'), png(10));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(seen.avatar?.size).toBe(10);
    expect(seen.patch).toEqual({ full_name: 'Ada King', email: 'ada@example.com' });
  });

  it('claims no success when the picture is refused, and says why above the form', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const seen = recordSaves(() =>
      HttpResponse.json({ detail: 'The file must be a PNG, JPEG or WebP image.' }, { status: 415 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm profile={profile} />);
    await user.upload(screen.getByLabelText('Profile picture'), png(10));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The file must be a PNG, JPEG or WebP image\.$/,
    );
    expect(success).not.toHaveBeenCalled();
    expect(seen.patch).toBeUndefined();
    expect(screen.getByRole('img', { name: 'Your new picture, not saved yet' })).toBeInTheDocument();
  });

  it('refuses another file type or more than 2 MB before sending anything', async () => {
    const seen = recordSaves();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<EditProfileForm profile={profile} />);
    const input = screen.getByLabelText('Profile picture');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription('Choose a PNG, JPEG or WebP image.');
    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription('Choose an image of 2 MB or less.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(input).toHaveFocus();
    expect(seen).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(seen.patch).toEqual({ full_name: 'Ada Lovelace', email: 'ada@example.com' }));
    expect(seen.avatar).toBeUndefined();
  });

  it('can be reached from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm profile={profile} />);
    await user.tab();
    expect(screen.getByLabelText('Profile picture')).toHaveFocus();
  });
});
