import { APPLICATION_KINDS } from '@inkwell/contract';
import { Briefcase, Handshake, type LucideIcon } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { radioCardClassName } from '@/components/ui/radio-card-group';
import { FieldError } from '@/components/ui/form-field';

type TKind = (typeof APPLICATION_KINDS)[number];

const KIND_COPY: Record<TKind, { label: string; description: string; icon: LucideIcon }> = {
  business: {
    label: 'Business',
    description: 'A team plan, volume pricing or a hosted instance for your company.',
    icon: Briefcase,
  },
  partner: {
    label: 'Partner',
    description: 'Resell, integrate, or offer hosting and setup to your own clients.',
    icon: Handshake,
  },
};

interface KindOptionsProps {
  name: string;
  value: string;
  error?: string | undefined;
  errorId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The business/partner choice as two large radio cards inside a fieldset. */
export function KindOptions({ name, value, error, errorId, onChange }: KindOptionsProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Application type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {APPLICATION_KINDS.map((kind, index) => {
          const { label, description, icon: Icon } = KIND_COPY[kind];
          const checked = value === kind;
          return (
            <label key={kind} className={radioCardClassName(checked, 'relative gap-3 p-4')}>
              <input
                type="radio"
                id={index === 0 ? name : undefined}
                name={name}
                value={kind}
                checked={checked}
                onChange={onChange}
                aria-labelledby={`${name}-${kind}-label`}
                aria-describedby={`${name}-${kind}-description`}
                className="mt-1 size-4 accent-[var(--primary)]"
              />
              <span className="grid gap-1">
                <span id={`${name}-${kind}-label`} className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-brand" />
                  {label}
                </span>
                <span id={`${name}-${kind}-description`} className="text-sm text-muted-foreground">
                  {description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
