import type { TAdminTemplate } from '@inkwell/contract';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { ReorderableList } from '@/components/catalogue/reorderable-list';
import { useSaveTemplateOrder } from '../api/save-template-order';
import { TemplateRow } from './template-row';

interface TemplateListProps {
  templates: TAdminTemplate[];
  onEdit: (template: TAdminTemplate) => void;
  onChanged: () => void;
  onRemoved: (removal: TCatalogueRemoval) => void;
}

/** The templates in users' order; Move up / Move down saves the whole order at once. */
export function TemplateList({ templates, onEdit, onChanged, onRemoved }: TemplateListProps) {
  const order = useSaveTemplateOrder();
  return (
    <ReorderableList label="Templates" scope="template" items={templates} order={order} onMoved={onChanged}>
      {(template, move) => (
        <TemplateRow
          key={template.id}
          template={template}
          move={move}
          onEdit={() => onEdit(template)}
          onSaved={onChanged}
          onRemoved={onRemoved}
        />
      )}
    </ReorderableList>
  );
}
