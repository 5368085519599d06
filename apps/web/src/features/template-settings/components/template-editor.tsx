import type { TAdminTemplate, TTemplatePreviewRequest } from '@inkwell/contract';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { SwitchField } from '@/components/ui/switch-field';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { useTemplateDraft } from '../hooks/use-template-draft';
import { EMPTY_SAMPLE_RUN, sampleRunRequest, type TSampleRun } from '../utils/preview-variables';
import { BuiltPromptPreview } from './built-prompt-preview';
import { TemplateDetailsFields } from './template-details-fields';
import { TemplateFormPreview } from './template-form-preview';
import { TemplatePromptField } from './template-prompt-field';
import { VariableListEditor } from './variable-list-editor';

interface TemplateEditorProps {
  /** The template to edit, or null for a new one. */
  template: TAdminTemplate | null;
  categories: string[];
  /** Saved (with the saved template) or cancelled (null): the editor closes. */
  onClose: (saved: TAdminTemplate | null) => void;
}

/** A template's page: its details, prompt and fields beside the form users will see and the prompt a run sends. */
export function TemplateEditor({ template, categories, onClose }: TemplateEditorProps) {
  const editor = useTemplateDraft(template);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const mutation = template ? update : create;
  const [sample, setSample] = useState<TSampleRun>(EMPTY_SAMPLE_RUN);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { draft, check } = editor;
  const title = template ? `Edit ${template.title}` : 'New template';

  useEffect(() => heading.current?.focus(), []);

  const previewBody = useMemo<TTemplatePreviewRequest | null>(
    () => (check.ok ? { template: check.request, run: sampleRunRequest(draft.variables, sample) } : null),
    [check, draft.variables, sample],
  );

  async function save() {
    const body = editor.submit();
    if (!body) return;
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, body })
        : await create.mutateAsync(body);
      onClose(saved);
    } catch (error) {
      editor.applyApiError(error);
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="ghost" size="sm" onClick={() => onClose(null)}>
          <ArrowLeft aria-hidden="true" />
          All templates
        </Button>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {title}
        </h3>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <form
          noValidate
          aria-label={title}
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormAlert message={editor.formError} />
          <TemplateDetailsFields editor={editor} categories={categories} />
          <TemplatePromptField editor={editor} />
          <VariableListEditor editor={editor} />
          <SwitchField
            boxed
            id={editor.fieldId('active')}
            label="Shown to users"
            hint="Off: hidden from the templates page; saved runs keep it."
            checked={draft.active}
            onCheckedChange={(active) => editor.setField('active', active)}
            error={editor.errors.active}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <PendingButton type="submit" pending={mutation.isPending} icon={Save}>
              {template ? 'Save template' : 'Add template'}
            </PendingButton>
            <Button type="button" variant="ghost" onClick={() => onClose(null)}>
              Cancel
            </Button>
          </div>
        </form>
        <aside aria-label="Preview" className="grid gap-5 xl:sticky xl:top-20">
          <div className="grid gap-4 rounded-xl border border-border bg-muted/20 p-4">
            <div className="grid gap-1">
              <h3 className="font-semibold">Form users see</h3>
              <p className="text-xs text-muted-foreground">Type sample values to see the prompt they make.</p>
            </div>
            <TemplateFormPreview variables={draft.variables} sample={sample} onChange={setSample} />
          </div>
          <div className="grid gap-4 rounded-xl border border-border bg-muted/20 p-4">
            <div className="grid gap-1">
              <h3 className="font-semibold">Prompt sent</h3>
              <p className="text-xs text-muted-foreground">Exactly what a run with these values sends.</p>
            </div>
            <BuiltPromptPreview body={previewBody} problems={check.messages} />
          </div>
        </aside>
      </div>
    </section>
  );
}
