import {
  SPEECH_ENGINE_LABELS,
  VOICE_GENDER_LABELS,
  VOICE_GENDERS,
  type TSpeechEngine,
  type TVoice,
  type TVoiceGender,
} from '@inkwell/contract';
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchField } from '@/components/ui/search-field';
import { engineOptions, languageOptions } from '@/components/voices/voice-languages';
import type { TVoiceFilters } from '../utils/voice-filters';

interface VoiceFiltersProps {
  voices: readonly TVoice[];
  filters: TVoiceFilters;
  onChange: (filters: TVoiceFilters) => void;
}

/** Narrows the library: a search, the language (by name), the gender and the engine. */
export function VoiceFilters({ voices, filters, onChange }: VoiceFiltersProps) {
  const id = useId();
  const set = (change: Partial<TVoiceFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,1fr)]">
      <SearchField
        label="Search voices"
        placeholder="Name or accent"
        value={filters.search}
        onChange={(search) => set({ search })}
        className="col-span-2 self-end sm:col-span-1"
      />
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-language`} className="text-xs text-muted-foreground">
          Language
        </Label>
        <Combobox
          id={`${id}-language`}
          options={languageOptions(voices)}
          value={filters.language}
          onChange={(language) => set({ language })}
          placeholder="All languages"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-gender`} className="text-xs text-muted-foreground">
          Gender
        </Label>
        <NativeSelect
          id={`${id}-gender`}
          value={filters.gender}
          onChange={(event) => set({ gender: event.target.value as TVoiceGender | '' })}
        >
          <option value="">Any gender</option>
          {VOICE_GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {VOICE_GENDER_LABELS[gender]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-engine`} className="text-xs text-muted-foreground">
          Engine
        </Label>
        <NativeSelect
          id={`${id}-engine`}
          value={filters.engine}
          onChange={(event) => set({ engine: event.target.value as TSpeechEngine | '' })}
        >
          <option value="">Any engine</option>
          {engineOptions(voices).map((engine) => (
            <option key={engine} value={engine}>
              {SPEECH_ENGINE_LABELS[engine]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
