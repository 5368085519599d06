import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { TFieldErrors } from './form-errors';
import { readFormErrors } from './read-form-errors';

type TValues = Record<string, string>;

/**
 * Issues by field: a nested issue (`values.topic`) goes to the field of that dotted name when
 * the form has one (a template's fields), else to its top-level key.
 */
function issuesToErrors<F extends string>(issues: z.core.$ZodIssue[], fields: object): TFieldErrors<F> {
  const errors: TFieldErrors<F> = {};
  for (const issue of issues) {
    const dotted = issue.path.join('.');
    const field = dotted in fields ? dotted : issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as F] = issue.message;
  }
  return errors;
}

/**
 * A small form state for string fields validated with a contract schema: errors show after the
 * first submit and then follow each change; `register` wires ids, labels and aria attributes.
 * `applyApiError` puts a failed call's answer on the form (`formError` feeds `<FormAlert>`).
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>, V extends TValues>(
  schema: S,
  initialValues: V,
) {
  type F = Extract<keyof V, string>;
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const fieldId = useCallback((name: F) => `${formId}-${name}`, [formId]);

  /** Several fields at once (a preset that fills two): their errors follow as for one change. */
  function setFields(changes: Partial<Record<F, string>>) {
    const next = { ...values, ...changes };
    setValues(next);
    if (!submitted) return;
    const result = schema.safeParse(next);
    const fieldErrors: TFieldErrors<F> = result.success ? {} : issuesToErrors<F>(result.error.issues, next);
    const changed = Object.keys(changes) as F[];
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(changed.map((name) => [name, fieldErrors[name]])),
    }));
  }

  function setValue(name: F, value: string) {
    setFields({ [name]: value } as Partial<Record<F, string>>);
  }

  function register(name: F) {
    const error = errors[name];
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(name)}-error` : undefined,
    };
  }

  function focusFirstError(fieldErrors: TFieldErrors<F>) {
    const first = (Object.keys(values) as F[]).find((name) => fieldErrors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function handleSubmit(onValid: (data: z.output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setFormError(null);
      const result = schema.safeParse(values);
      if (!result.success) {
        const fieldErrors = issuesToErrors<F>(result.error.issues, values);
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
        return;
      }
      setErrors({});
      onValid(result.data);
    };
  }

  function setFieldErrors(fieldErrors: TFieldErrors<F>) {
    setErrors(fieldErrors);
    focusFirstError(fieldErrors);
  }

  /** A failed call's answer onto this form: field messages under their fields, the rest above. */
  function applyApiError(error: unknown) {
    const found = readFormErrors(error, Object.keys(values) as F[]);
    setFormError(found.form);
    setFieldErrors(found.fields);
  }

  function reset() {
    setValues(initialValues);
    setErrors({});
    setFormError(null);
    setSubmitted(false);
  }

  return {
    values,
    errors,
    formError,
    register,
    setValue,
    setFields,
    handleSubmit,
    setFieldErrors,
    applyApiError,
    reset,
    fieldId,
  };
}
