import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { handleFormError, type TFieldErrors } from './form-errors';

interface TSubmittableForm<TData, F extends string> {
  handleSubmit: (onValid: (data: TData) => void) => (event: FormEvent<HTMLFormElement>) => void;
  setFieldErrors: (errors: TFieldErrors<F>) => void;
  reset: () => void;
}

/**
 * Submits a form whose server answers `{ detail }`: on success the detail is kept for a success
 * box, toasted, and the form is cleared; server field errors land on their fields and anything
 * else goes through the generic error display.
 */
export function useDetailSubmit<TData, F extends string>(
  form: TSubmittableForm<TData, F>,
  mutation: UseMutationResult<{ detail: string }, Error, TData>,
  fields: readonly F[],
) {
  const [sentDetail, setSentDetail] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((data) => {
    setSentDetail(null);
    mutation.mutate(data, {
      onSuccess: ({ detail }) => {
        setSentDetail(detail);
        toast.success(detail);
        form.reset();
      },
      onError: (error) => form.setFieldErrors(handleFormError(error, fields)),
    });
  });
  return { onSubmit, sentDetail };
}
