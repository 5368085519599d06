import type { TAdminTemplate } from '@inkwell/contract';
import { RemoveItemButton } from '@/components/catalogue/remove-item-button';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { useRemoveTemplate } from '../api/remove-template';

/** Remove, asked first; a template with saved runs is only hidden, which the dialog says first. */
export function RemoveTemplateButton({
  template,
  onRemoved,
}: {
  template: TAdminTemplate;
  onRemoved: (removal: TCatalogueRemoval) => void;
}) {
  const remove = useRemoveTemplate();
  return (
    <RemoveItemButton
      id={template.id}
      name={template.title}
      description={
        template.runs > 0
          ? 'Users have saved runs of this template, so it is kept for them and only hidden.'
          : 'Users will no longer see it. This cannot be undone.'
      }
      remove={remove}
      onRemoved={onRemoved}
    />
  );
}
