import { TEMPLATE_LIMITS } from '@inkwell/contract';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TTemplateDraftState } from '../hooks/use-template-draft';
import { TemplateIconPicker } from './template-icon-picker';

interface TemplateDetailsFieldsProps {
  editor: TTemplateDraftState;
  /** The categories in use, suggested as the admin types. */
  categories: string[];
}

/** Title, description, category (existing ones suggested) and icon. */
export function TemplateDetailsFields({ editor, categories }: TemplateDetailsFieldsProps) {
  const { draft, errors, fieldId, setField } = editor;
  const listId = useId();
  const control = (path: 'title' | 'description' | 'category') => ({
    id: fieldId(path),
    value: draft[path],
    onChange: (event: { target: { value: string } }) => setField(path, event.target.value),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${fieldId(path)}-error` : undefined,
  });
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={fieldId('title')} label="Title" error={errors.title}>
          <Input autoComplete="off" maxLength={TEMPLATE_LIMITS.title} {...control('title')} />
        </FormField>
        <FormField
          id={fieldId('category')}
          label="Category"
          error={errors.category}
          hint="Pick one in use or type a new one."
        >
          <Input
            autoComplete="off"
            list={listId}
            maxLength={TEMPLATE_LIMITS.category}
            {...control('category')}
          />
        </FormField>
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <FormField
        id={fieldId('description')}
        label="Description"
        error={errors.description}
        hint="One sentence users read on the template’s card."
      >
        <Textarea rows={2} maxLength={TEMPLATE_LIMITS.description} {...control('description')} />
      </FormField>
      <TemplateIconPicker
        id={fieldId('icon')}
        value={draft.icon}
        onChange={(icon) => setField('icon', icon)}
        error={errors.icon}
      />
    </>
  );
}
