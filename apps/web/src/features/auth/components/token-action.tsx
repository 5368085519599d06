import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { readErrorMessage } from '@/lib/read-form-errors';
import { usePostTokenOnce } from '../hooks/use-post-token-once';

interface TokenActionProps<T> {
  token: string;
  mutation: UseMutationResult<T, Error, { token: string }>;
  pendingText: string;
  onSuccess?: (data: T) => void;
  children: (data: T) => ReactNode;
}

/** Posts an email link's token once on arrival and shows the outcome. */
export function TokenAction<T>({ token, mutation, pendingText, onSuccess, children }: TokenActionProps<T>) {
  usePostTokenOnce(token, mutation, onSuccess);
  if (mutation.error) {
    return <ErrorAlert title="This link did not work">{readErrorMessage(mutation.error)}</ErrorAlert>;
  }
  if (mutation.isSuccess) return <>{children(mutation.data)}</>;
  return <TokenPending text={pendingText} />;
}

/** The line shown while a link's token is being checked. */
export function TokenPending({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <Spinner /> {text}
    </p>
  );
}
