import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

interface TSubmittableForm<TData> {
  handleSubmit: (onValid: (data: TData) => void) => (event: FormEvent<HTMLFormElement>) => void;
  applyApiError: (error: unknown) => void;
  reset: () => void;
}

/**
 * Submits a form whose server answers `{ detail }`: on success the detail is kept for the
 * form's success box (shown there only, not also as a toast) and the form is cleared; a failure
 * lands on the form (`applyApiError`).
 */
export function useDetailSubmit<TData>(
  form: TSubmittableForm<TData>,
  mutation: UseMutationResult<{ detail: string }, Error, TData>,
) {
  const [sentDetail, setSentDetail] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((data) => {
    setSentDetail(null);
    mutation.mutate(data, {
      onSuccess: ({ detail }) => {
        setSentDetail(detail);
        form.reset();
      },
      onError: form.applyApiError,
    });
  });
  return { onSubmit, sentDetail };
}
