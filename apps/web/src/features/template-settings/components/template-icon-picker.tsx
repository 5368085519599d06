import { TEMPLATE_ICON_NAMES } from '@inkwell/contract';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/utils';
import { useTemplateKit } from '../hooks/use-template-kit';
import { iconLabel } from '../utils/template-field-words';

interface TemplateIconPickerProps {
  /** The first radio's id, focused when the icon has an error. */
  id: string;
  value: string;
  onChange: (icon: string) => void;
  error: string | undefined;
}

/** The icons drawn as radios (arrow keys move between them), each named in words. */
export function TemplateIconPicker({ id, value, onChange, error }: TemplateIconPickerProps) {
  const { icons } = useTemplateKit();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Icon</legend>
      <div className="flex flex-wrap gap-1.5">
        {TEMPLATE_ICON_NAMES.map((name, index) => {
          const Icon = icons[name];
          const checked = name === value;
          return (
            <label
              key={name}
              title={iconLabel(name)}
              className={cn(
                'grid size-10 cursor-pointer place-items-center rounded-lg border transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-brand-soft text-brand'
                  : 'border-border text-muted-foreground hover:border-ring/40 hover:text-foreground',
              )}
            >
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={id}
                value={name}
                checked={checked}
                onChange={() => onChange(name)}
                aria-label={iconLabel(name)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
