import type { TImageChoice, TImageOptions, TImageRequest } from '@inkwell/contract';
import { Sparkles } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { imageFormValues, ZImageFormSchema } from '../utils/image-form';
import { imageSizeOption } from '../utils/image-labels';
import { ImageCountPicker } from './image-count-picker';

interface ImageFormProps {
  options: TImageOptions;
  onGenerate: (request: TImageRequest, onInvalid: (error: unknown) => void) => void;
  /** Every press of Generate, valid or not: the last refusal's alert goes. */
  onAttempt: () => void;
  generating: boolean;
  /** At the top: why the last request made no images (402, 422, 429, 502…). */
  alert?: ReactNode;
  /** Beside the button: the AI images left. */
  footer?: ReactNode;
}

/** A select of the model's styles or qualities, shown only when it offers some. */
function ChoiceField({
  label,
  choices,
  field,
  error,
}: {
  label: string;
  choices: TImageChoice[];
  field: ComponentProps<'select'> & { id: string };
  error?: string | undefined;
}) {
  if (choices.length === 0) return null;
  return (
    <FormField id={field.id} label={label} error={error}>
      <NativeSelect {...field}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** What to draw: the description, the size, how many, and a style and quality where offered. */
export function ImageForm({ options, onGenerate, onAttempt, generating, alert, footer }: ImageFormProps) {
  const form = useZodForm(ZImageFormSchema, imageFormValues(options));
  const { errors, formError, register, values } = form;
  const prompt = register('prompt');
  const size = register('size');
  const submit = form.handleSubmit((request) => onGenerate(request, form.applyApiError));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    onAttempt();
    submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create images" className="grid gap-5">
      <FormAlert message={formError} />
      {alert}
      <FormField id={prompt.id} label="Describe the image" error={errors.prompt}>
        <Textarea
          {...prompt}
          rows={4}
          placeholder="A lighthouse on a cliff at dusk, watercolor, soft pastel light"
        />
        <CharacterCount
          id={`${prompt.id}-count`}
          length={values.prompt.length}
          max={options.prompt_max_chars}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={size.id} label="Size" error={errors.size}>
          <NativeSelect {...size}>
            {options.sizes.map((offered) => (
              <option key={offered} value={offered}>
                {imageSizeOption(offered)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <ImageCountPicker
          value={values.n}
          max={options.max_count}
          onChange={(count) => form.setValue('n', count)}
          error={errors.n}
        />
        <ChoiceField label="Style" choices={options.styles} field={register('style')} error={errors.style} />
        <ChoiceField
          label="Quality"
          choices={options.qualities}
          field={register('quality')}
          error={errors.quality}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">{footer}</div>
        <PendingButton type="submit" pending={generating} icon={Sparkles}>
          Generate
        </PendingButton>
      </div>
    </form>
  );
}
