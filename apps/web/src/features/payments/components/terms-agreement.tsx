import { MESSAGES } from '@inkwell/contract';
import { paths } from '@/config/paths';

interface TermsAgreementProps {
  /** The checkbox's id, so the form can move focus to it. */
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shows the agreement error under the box (after a Proceed without agreeing). */
  showError: boolean;
}

const linkClass = 'font-medium text-brand underline-offset-4 hover:underline';

/** The terms and privacy agreement that must be ticked before payment. */
export function TermsAgreement({ id, checked, onCheckedChange, showError }: TermsAgreementProps) {
  const errorId = `${id}-error`;
  const invalid = showError && !checked;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onKeyDown={(event) => {
            // Enter ticks the box as Space does, instead of submitting the form unticked.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onCheckedChange(!checked);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
        />
        <label htmlFor={id} className="text-sm leading-snug">
          I agree to the{' '}
          <a href={paths.termsAndConditions} target="_blank" rel="noreferrer" className={linkClass}>
            Terms and Conditions
          </a>{' '}
          and the{' '}
          <a href={paths.privacyPolicy} target="_blank" rel="noreferrer" className={linkClass}>
            Privacy Policy
          </a>
        </label>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {MESSAGES.agreeToTerms}
        </p>
      ) : null}
    </div>
  );
}
