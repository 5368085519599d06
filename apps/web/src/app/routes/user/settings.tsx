import { ZDeleteAccountRequestSchema } from '@inkwell/contract';
import { Download, LogOut, Trash2 } from 'lucide-react';
import { THEMES, useThemeStore, type TTheme } from '@/lib/theme';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLogoutAll } from '@/features/auth/api/logout-all';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useDeleteAccount } from '@/features/profile/api/delete-account';
import { useExportData } from '@/features/profile/api/export-data';
import { showApiError } from '@/lib/show-api-error';
import { useZodForm } from '@/lib/use-zod-form';

const THEME_LABELS: Record<TTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function Section({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
      <div className="grid max-w-md gap-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </Card>
  );
}

function ThemeChoice() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <div role="radiogroup" aria-label="Theme" className="flex gap-1 rounded-xl border border-border p-1">
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={theme === option}
          onClick={() => setTheme(option)}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground focus-ring hover:text-foreground aria-checked:bg-brand-soft aria-checked:text-brand"
        >
          {THEME_LABELS[option]}
        </button>
      ))}
    </div>
  );
}

function DeleteAccountDialog() {
  const form = useZodForm(ZDeleteAccountRequestSchema, { password: '' });
  const mutation = useDeleteAccount();
  const signOut = useSignOut();
  const { errors, formError, register } = form;
  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: () => void signOut({ revoke: false }),
      onError: form.applyApiError,
    });
  });
  return (
    <Dialog onOpenChange={(open) => !open && form.reset()}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive">
          <Trash2 aria-hidden="true" /> Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          Your profile, creations and sessions are removed for good. Enter your password to confirm.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormAlert message={formError} />
          <FormField id={register('password').id} label="Password" error={errors.password}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <PendingButton type="submit" variant="destructive" pending={mutation.isPending}>
              Delete account
            </PendingButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function SettingsRoute() {
  const signOut = useSignOut();
  const logoutAll = useLogoutAll();
  const exportData = useExportData();
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Section title="Appearance" text="Light, dark, or follow your system.">
        <ThemeChoice />
      </Section>
      <Section title="Sign out everywhere" text="Ends every session of your account, on this device too.">
        <PendingButton
          variant="outline"
          pending={logoutAll.isPending}
          icon={LogOut}
          onClick={() => {
            logoutAll.mutate(undefined, {
              onSuccess: () => void signOut({ revoke: false }),
              onError: showApiError,
            });
          }}
        >
          Sign out everywhere
        </PendingButton>
      </Section>
      <Section title="Export my data" text="Download your profile and creations as a JSON file.">
        <PendingButton
          variant="outline"
          pending={exportData.isPending}
          icon={Download}
          onClick={() => exportData.mutate(undefined, { onError: showApiError })}
        >
          Export my data
        </PendingButton>
      </Section>
      <Section title="Delete my account" text="This cannot be undone.">
        <DeleteAccountDialog />
      </Section>
    </div>
  );
}
