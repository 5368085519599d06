import type { TAdminTemplate } from '@inkwell/contract';
import { Pencil } from 'lucide-react';
import { MoveButtons } from '@/components/catalogue/move-buttons';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import type { TItemMove } from '@/components/catalogue/reorderable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTemplateKit } from '../hooks/use-template-kit';
import { runsText } from '../utils/template-field-words';
import { RemoveTemplateButton } from './remove-template-button';
import { TemplateActiveSwitch } from './template-active-switch';

export const editButtonId = (id: number) => `template-${id}-edit`;

interface TemplateRowProps {
  template: TAdminTemplate;
  move: TItemMove;
  onEdit: () => void;
  onSaved: () => void;
  onRemoved: (removal: TCatalogueRemoval) => void;
}

/** One template: its icon, title, category, description and runs; Active, Edit, move and Remove. */
export function TemplateRow({ template, move, onEdit, onSaved, onRemoved }: TemplateRowProps) {
  const { icons } = useTemplateKit();
  const Icon = icons[template.icon as keyof typeof icons] ?? icons['file-text'];
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4" aria-label={template.title}>
      <div className="flex gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand/10 text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{template.title}</h3>
            <Badge variant="soft">{template.category}</Badge>
            {template.active ? null : <Badge variant="muted">Hidden</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">{template.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4">
          <TemplateActiveSwitch template={template} onSaved={onSaved} />
          <p className="text-xs text-muted-foreground">{runsText(template.runs)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button id={editButtonId(template.id)} variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit <span className="sr-only">{template.title}</span>
          </Button>
          <MoveButtons {...move} id={template.id} name={template.title} />
          <RemoveTemplateButton template={template} onRemoved={onRemoved} />
        </div>
      </div>
    </li>
  );
}
