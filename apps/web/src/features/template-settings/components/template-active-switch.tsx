import type { TAdminTemplate } from '@inkwell/contract';
import { useId } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useUpdateTemplate } from '../api/update-template';
import { activeTemplateRequest } from '../utils/template-draft';

/** Active: shown to users or hidden, saved at once (the template is sent whole). */
export function TemplateActiveSwitch({
  template,
  onSaved,
}: {
  template: TAdminTemplate;
  onSaved: () => void;
}) {
  const update = useUpdateTemplate();
  const id = useId();
  const error = update.error ? readErrorMessage(update.error) : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Switch
          id={id}
          checked={update.isPending ? (update.variables?.body.active ?? template.active) : template.active}
          disabled={update.isPending}
          aria-describedby={error ? `${id}-error` : undefined}
          onCheckedChange={(active) =>
            update.mutate(
              { id: template.id, body: activeTemplateRequest(template, active) },
              { onSuccess: onSaved },
            )
          }
        />
        <label htmlFor={id} className="text-sm font-medium">
          Active <span className="sr-only">{template.title}</span>
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
