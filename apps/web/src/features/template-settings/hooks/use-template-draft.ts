import type { TAdminTemplate, TTemplateRequest } from '@inkwell/contract';
import { useId, useMemo, useState } from 'react';
import { readFormErrors } from '@/lib/read-form-errors';
import {
  checkDraft,
  draftPaths,
  nameFromLabel,
  newVariable,
  toDraft,
  type TDraftErrors,
  type TTemplateDraft,
  type TVariableDraft,
} from '../utils/template-draft';

type TTopField = Exclude<keyof TTemplateDraft, 'variables'>;

/** A field's changes; a label typed while the name was never typed names the field too. */
function changedVariable(variable: TVariableDraft, changes: Partial<TVariableDraft>): TVariableDraft {
  const next = { ...variable, ...changes };
  if (changes.name !== undefined) next.nameTyped = changes.name !== '';
  else if (changes.label !== undefined && !variable.nameTyped) next.name = nameFromLabel(changes.label);
  return next;
}

/**
 * The template editor's state: the draft, checked by the contract's schema on every change (its
 * messages shown under the fields after the first Save), and the server's field errors.
 */
export function useTemplateDraft(template: TAdminTemplate | null) {
  const formId = useId();
  const [draft, setDraft] = useState<TTemplateDraft>(() => toDraft(template));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const check = useMemo(() => checkDraft(draft), [draft]);
  const errors: TDraftErrors = { ...(submitted ? check.errors : {}), ...serverErrors };

  const fieldId = (path: string) => `${formId}-${path}`;

  function change(next: (current: TTemplateDraft) => TTemplateDraft) {
    setDraft(next);
    setServerErrors({});
  }

  function changeVariables(next: (variables: TVariableDraft[]) => TVariableDraft[]) {
    change((current) => ({ ...current, variables: next(current.variables) }));
  }

  function focusFirst(found: TDraftErrors, paths: string[]) {
    const first = paths.find((path) => found[path]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  return {
    draft,
    check,
    errors,
    formError,
    fieldId,
    setField<K extends TTopField>(name: K, value: TTemplateDraft[K]) {
      change((current) => ({ ...current, [name]: value }));
    },
    updateVariable(index: number, changes: Partial<TVariableDraft>) {
      changeVariables((variables) =>
        variables.map((variable, at) => (at === index ? changedVariable(variable, changes) : variable)),
      );
    },
    addVariable() {
      changeVariables((variables) => [...variables, newVariable()]);
    },
    removeVariable(index: number) {
      changeVariables((variables) => variables.filter((_, at) => at !== index));
    },
    moveVariable(index: number, to: number) {
      changeVariables((variables) => {
        const next = [...variables];
        const [moved] = next.splice(index, 1);
        next.splice(to, 0, moved as TVariableDraft);
        return next;
      });
    },
    /** Save: the checked body, or null with the messages shown and the first one focused. */
    submit(): TTemplateRequest | null {
      setSubmitted(true);
      setFormError(null);
      if (check.ok) return check.request;
      focusFirst(check.errors, draftPaths(draft));
      return null;
    },
    /** A refused save: each field's message under it, the rest above the form. */
    applyApiError(error: unknown) {
      const paths = draftPaths(draft);
      const found = readFormErrors(error, paths);
      setServerErrors(found.fields as TDraftErrors);
      setFormError(found.form);
      focusFirst(found.fields as TDraftErrors, paths);
    },
  };
}

export type TTemplateDraftState = ReturnType<typeof useTemplateDraft>;
