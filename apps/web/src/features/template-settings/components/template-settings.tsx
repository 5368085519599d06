import type { TAdminTemplate } from '@inkwell/contract';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { RemovalNotice } from '@/components/catalogue/removal-notice';
import { useCatalogueRemoval } from '@/components/catalogue/use-catalogue-removal';
import type { TCatalogueRemoval } from '@/components/catalogue/remove-item-dialog';
import { SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { useAdminTemplates } from '../api/get-admin-templates';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';
import { editButtonId } from './template-row';

const ADD_BUTTON_ID = 'template-add';

/** The editor open on a template (null: a new one). */
type TEditing = { template: TAdminTemplate | null };

/** Admin: the templates users run, their order, and the editor that writes one with its form and prompt. */
export function TemplateSettings({ onChanged }: { onChanged: () => void }) {
  const query = useAdminTemplates();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const removals = useCatalogueRemoval(onChanged);
  const [saved, setSaved] = useState<string | null>(null);

  const open = (template: TAdminTemplate | null) => {
    removals.clear();
    setSaved(null);
    setEditing({ template });
  };
  const close = (result: TAdminTemplate | null) => {
    const id = result?.id ?? editing?.template?.id;
    setEditing(null);
    if (result) {
      setSaved(`${result.title} is saved.`);
      onChanged();
    }
    requestAnimationFrame(() =>
      document.getElementById(id === undefined ? ADD_BUTTON_ID : editButtonId(id))?.focus(),
    );
  };
  const onRemoved = (next: TCatalogueRemoval) => {
    setSaved(null);
    removals.onRemoved(next);
  };

  return (
    <SettingsSection
      title="Prompt templates"
      icon={LayoutTemplate}
      description="The prompt templates users run, in this order. A template with saved runs is kept and only hidden."
    >
      <QueryState
        query={query}
        what="the templates"
        fallback={<ListSkeleton label="Loading the templates" rows={3} rowClassName="h-28" />}
      >
        {(templates) =>
          editing ? (
            <TemplateEditor
              key={editing.template?.id ?? 'new'}
              template={editing.template}
              categories={[...new Set(templates.map((template) => template.category))].sort()}
              onClose={close}
            />
          ) : (
            <div className="grid gap-4">
              <RemovalNotice removal={removals.removal} />
              {saved ? <SuccessAlert title={saved} /> : null}
              {templates.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No templates yet: users see an empty catalogue.
                </p>
              ) : (
                <TemplateList
                  templates={templates}
                  onEdit={open}
                  onChanged={onChanged}
                  onRemoved={onRemoved}
                />
              )}
              <Button
                id={ADD_BUTTON_ID}
                variant="outline"
                className="justify-self-start"
                onClick={() => open(null)}
              >
                <Plus aria-hidden="true" />
                Add template
              </Button>
            </div>
          )
        }
      </QueryState>
    </SettingsSection>
  );
}
