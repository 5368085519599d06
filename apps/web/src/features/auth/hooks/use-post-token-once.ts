import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Posts an emailed link's token once when the page opens (a used token would fail a second time). */
export function usePostTokenOnce<T>(
  token: string | null,
  mutation: UseMutationResult<T, Error, { token: string }>,
  onSuccess?: (data: T) => void,
) {
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token }, { onSuccess });
  }, [mutate, token, onSuccess]);
}
