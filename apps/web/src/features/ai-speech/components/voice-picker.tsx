import type { TVoice } from '@inkwell/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useVoicePreview } from '@/components/voices/use-voice-preview';
import { voiceLine } from '../utils/speech-labels';
import {
  filterVoices,
  languageDefaultVoice,
  NO_VOICE_FILTERS,
  type TVoiceFilters,
} from '../utils/voice-filters';
import { VoiceFilters } from './voice-filters';
import { VoiceRow } from './voice-row';
import { FieldError } from '@/components/ui/form-field';

interface VoicePickerProps {
  /** The field's id: the group is focused by it when no voice is picked. */
  id: string;
  voices: readonly TVoice[];
  /** The picked voice's id, as the form holds it ('' before one is picked). */
  value: string;
  onChange: (voiceId: string) => void;
  error?: string | undefined;
}

/** The voices library as a filterable list of radios, each with a Play preview through one audio element. */
export function VoicePicker({ id, voices, value, onChange, error }: VoicePickerProps) {
  const [filters, setFilters] = useState(NO_VOICE_FILTERS);
  const { preview, failedId, toggle, audioProps } = useVoicePreview();
  const shown = filterVoices(voices, filters);
  const picked = voices.find((voice) => String(voice.id) === value);
  const errorId = `${id}-error`;
  // Picking a language starts on its default voice (the admin's choice), unless the voice
  // already picked speaks it.
  const changeFilters = (next: TVoiceFilters) => {
    setFilters(next);
    if (next.language === filters.language || picked?.language === next.language) return;
    const start = languageDefaultVoice(voices, next.language);
    if (start) onChange(String(start.id));
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="grid min-w-0 gap-3 rounded-sm focus-ring"
    >
      <legend className="mb-2 text-sm font-medium">Voice</legend>
      <VoiceFilters voices={voices} filters={filters} onChange={changeFilters} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p aria-live="polite">
          {shown.length === voices.length
            ? `${voices.length} voices`
            : `${shown.length} of ${voices.length} voices`}
        </p>
        <p>
          {picked ? (
            <>
              Picked: <span className="font-semibold text-foreground">{voiceLine(picked)}</span>
            </>
          ) : (
            'No voice picked yet'
          )}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          No voice matches these filters.
          <Button type="button" variant="link" onClick={() => setFilters(NO_VOICE_FILTERS)}>
            Show every voice
          </Button>
        </div>
      ) : (
        <ul
          aria-label="Voices"
          className="grid max-h-[28rem] gap-2 overflow-y-auto rounded-xl border border-border bg-muted/30 p-2 sm:grid-cols-2"
        >
          {shown.map((voice) => (
            <li key={voice.id}>
              <VoiceRow
                voice={voice}
                name={`${id}-voice`}
                checked={voice === picked}
                onPick={() => onChange(String(voice.id))}
                preview={preview}
                failed={failedId === voice.id}
                onPreview={() => toggle(voice)}
              />
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
      <audio {...audioProps} data-voice-preview className="hidden" />
    </fieldset>
  );
}
