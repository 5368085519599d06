import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FieldError } from './form-field';

export interface TRadioCard {
  value: string;
  label: ReactNode;
  /** A second line under the label (an example, a hint). */
  description?: ReactNode;
}

interface RadioCardGroupProps {
  /** The radios' name; the first radio gets it as id, so a field error can focus it. */
  name: string;
  legend: ReactNode;
  options: readonly TRadioCard[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
}

/** The card look of a radio's label: its border follows the choice, its outline the radio's focus. */
export function radioCardClassName(checked: boolean, className?: string) {
  return cn(
    'flex cursor-pointer rounded-xl border bg-card transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    checked ? 'border-primary bg-brand-soft/50' : 'border-border hover:border-ring/40',
    className,
  );
}

/** A choice of one as radio cards in a fieldset, its error under them (a form's field). */
export function RadioCardGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  className,
}: RadioCardGroupProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2.5 sm:grid-cols-2 sm:gap-3', className)}>
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={radioCardClassName(checked, 'gap-2.5 p-3 sm:gap-3 sm:p-3.5')}
            >
              <input
                type="radio"
                id={index === 0 ? name : undefined}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              />
              <span className="grid min-w-0 content-start gap-0.5">
                <span className="text-sm font-medium sm:text-base">{option.label}</span>
                {option.description ? (
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
