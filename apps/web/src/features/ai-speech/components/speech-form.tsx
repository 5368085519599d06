import {
  SPEECH_FORMAT_LABELS,
  SPEECH_FORMATS,
  SPEECH_SPEED_MAX,
  SPEECH_SPEED_MIN,
  type TSpeechRequest,
  type TVoice,
} from '@inkwell/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { AudioLines } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { CharacterCount } from '@/components/ui/character-count';
import { FormAlert } from '@/components/ui/form-alert';
import { InfoAlert } from '@/components/ui/alert';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { SPEECH_FORM_VALUES, ZSpeechFormSchema } from '../utils/speech-form';
import { speedLabel } from '../utils/speech-labels';
import { VoicePicker } from './voice-picker';

interface SpeechFormProps {
  /** The voices library (a skeleton while it loads, an error with Retry). */
  voices: UseQueryResult<TVoice[]>;
  /** The user's characters per speech, once the balance is read. */
  characterLimit: number | undefined;
  onGenerate: (request: TSpeechRequest, onInvalid: (error: unknown) => void) => void;
  /** Every press of Generate, valid or not: the last refusal's alert goes. */
  onAttempt: () => void;
  generating: boolean;
  /** At the top: why the last request made no speech (402, 422, 429, 502…). */
  alert?: ReactNode;
  /** Beside the button: the generations left. */
  footer?: ReactNode;
  /** Above the voices: why the AI provider's voices are missing (the offline ones still work). */
  voicesNotice?: ReactNode;
}

/** What to read aloud: the text (counted against the plan), the voice, the speed and the format. */
export function SpeechForm({
  voices,
  characterLimit,
  onGenerate,
  onAttempt,
  generating,
  alert,
  footer,
  voicesNotice,
}: SpeechFormProps) {
  const form = useZodForm(ZSpeechFormSchema, SPEECH_FORM_VALUES);
  const { errors, formError, register, values } = form;
  const text = register('text');
  const speed = register('speed');
  const format = register('format');
  const submit = form.handleSubmit((request) => onGenerate(request, form.applyApiError));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    onAttempt();
    submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create speech" className="grid gap-6">
      <FormAlert message={formError} />
      {alert}
      <FormField id={text.id} label="Text to read aloud" error={errors.text}>
        <Textarea
          {...text}
          rows={5}
          placeholder="Welcome to Inkwell. This paragraph will be read aloud in the voice you pick."
        />
        {characterLimit === undefined ? null : (
          <CharacterCount id={`${text.id}-count`} length={values.text.trim().length} max={characterLimit} />
        )}
      </FormField>
      {voicesNotice}
      <QueryState
        query={voices}
        what="the voices"
        fallback={<ListSkeleton label="Loading the voices" rows={3} rowClassName="h-20" />}
      >
        {(library) =>
          library.length === 0 ? (
            <InfoAlert title="No voices are available on this server yet." />
          ) : (
            <VoicePicker
              id={form.fieldId('voice_id')}
              voices={library}
              value={values.voice_id}
              onChange={(voiceId) => form.setValue('voice_id', voiceId)}
              error={errors.voice_id}
            />
          )
        }
      </QueryState>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={speed.id}>Speed</Label>
            <output htmlFor={speed.id} className="text-sm font-semibold text-brand tabular-nums">
              {speedLabel(Number(values.speed))}
            </output>
          </div>
          <input
            {...speed}
            type="range"
            min={SPEECH_SPEED_MIN}
            max={SPEECH_SPEED_MAX}
            step={0.25}
            aria-valuetext={speedLabel(Number(values.speed))}
            className="h-10 w-full cursor-pointer accent-brand focus-ring"
          />
          <FieldError id={`${speed.id}-error`} error={errors.speed} />
        </div>
        <FormField id={format.id} label="Format" error={errors.format}>
          <NativeSelect {...format}>
            {SPEECH_FORMATS.map((offered) => (
              <option key={offered} value={offered}>
                {SPEECH_FORMAT_LABELS[offered]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">{footer}</div>
        <PendingButton type="submit" pending={generating} icon={AudioLines}>
          Generate
        </PendingButton>
      </div>
    </form>
  );
}
