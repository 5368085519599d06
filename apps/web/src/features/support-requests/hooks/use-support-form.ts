import { useState } from 'react';
import type { z } from 'zod';
import { httpStatus } from '@/lib/http-status';
import { FORM_ERROR_TEXT, readErrorMessage } from '@/lib/read-form-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useAttachments } from './use-attachments';

/** What a 413 without words of its own says. */
export const TOO_LARGE_TEXT = 'The images are too large to send. Attach smaller ones or fewer.';

/**
 * A support form (a new request, a reply): its fields through `useZodForm` plus an `attachments`
 * key, so a 400's `{ attachments: [...] }` lands under the picker; its images (at most
 * `maxAttachments`: fewer when the thread has less room); the last refusal's status (a 402
 * shows Buy more; a 429 says when to try again, in the server's words).
 */
export function useSupportForm<
  S extends z.ZodType<Record<string, unknown>>,
  V extends Record<string, string>,
>(schema: S, initialValues: V, maxAttachments?: number) {
  const form = useZodForm(schema, { ...initialValues, attachments: '' });
  const attachments = useAttachments(maxAttachments);
  const [status, setStatus] = useState<number | undefined>();
  return {
    form,
    attachments,
    status,
    attachmentsId: form.fieldId('attachments'),
    /** A failed call onto the form: fields under their fields, the rest (with its status) above. */
    applyError: (error: unknown) => {
      const code = httpStatus(error);
      setStatus(code);
      const words = readErrorMessage(error);
      const tooLarge = words === FORM_ERROR_TEXT.other ? TOO_LARGE_TEXT : words;
      type TErrors = Parameters<typeof form.setFieldErrors>[0];
      if (code === 413) form.setFieldErrors({ attachments: tooLarge } as TErrors);
      else form.applyApiError(error);
    },
    /** Sent: the fields empty again, the images gone. */
    reset: () => {
      form.reset();
      attachments.reset();
      setStatus(undefined);
    },
  };
}
