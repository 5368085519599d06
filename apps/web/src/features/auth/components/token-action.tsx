import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessages } from '@/lib/show-api-error';

interface TokenActionProps<T> {
  token: string;
  mutation: UseMutationResult<T, Error, { token: string }>;
  pendingText: string;
  onSuccess?: (data: T) => void;
  children: (data: T) => ReactNode;
}

/** Posts an email link's token once on arrival and shows the outcome. */
export function TokenAction<T>({ token, mutation, pendingText, onSuccess, children }: TokenActionProps<T>) {
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess });
  }, [mutate, token, onSuccess]);

  if (mutation.isError) {
    return (
      <ErrorAlert title="This link did not work">{getApiErrorMessages(mutation.error).join(' ')}</ErrorAlert>
    );
  }
  if (mutation.isSuccess) return <>{children(mutation.data)}</>;
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <Spinner /> {pendingText}
    </p>
  );
}
