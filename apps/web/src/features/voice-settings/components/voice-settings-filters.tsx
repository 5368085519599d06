import { SPEECH_ENGINE_LABELS, type TAdminVoice, type TSpeechEngine } from '@inkwell/contract';
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FilterField, FilterSelect } from '@/components/ui/filter-select';
import { SearchField } from '@/components/ui/search-field';
import { Switch } from '@/components/ui/switch';
import { engineOptions, languageOptions } from '@/components/voices/voice-languages';
import type { TVoiceSettingsFilters } from '../utils/voice-settings-filters';

interface VoiceSettingsFiltersProps {
  voices: readonly TAdminVoice[];
  filters: TVoiceSettingsFilters;
  onChange: (filters: TVoiceSettingsFilters) => void;
}

/** Narrows the library: a name, the language (by name), the engine, only the voices switched on. */
export function VoiceSettingsFilters({ voices, filters, onChange }: VoiceSettingsFiltersProps) {
  const id = useId();
  const set = (change: Partial<TVoiceSettingsFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto]">
      <div className="col-span-2 sm:col-span-1">
        <SearchField
          label="Search by name"
          placeholder="Name"
          value={filters.search}
          onChange={(search) => set({ search })}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FilterField id={`${id}-language`} label="Language">
          <Combobox
            id={`${id}-language`}
            options={languageOptions(voices)}
            value={filters.language}
            onChange={(language) => set({ language })}
            placeholder="All languages"
          />
        </FilterField>
      </div>
      <FilterSelect
        label="Engine"
        value={filters.engine}
        onChange={(engine) => set({ engine: engine as TSpeechEngine | '' })}
      >
        <option value="">Any engine</option>
        {engineOptions(voices).map((engine) => (
          <option key={engine} value={engine}>
            {SPEECH_ENGINE_LABELS[engine]}
          </option>
        ))}
      </FilterSelect>
      <div className="col-span-2 flex h-9 items-center gap-2 sm:col-span-1">
        <Switch
          id={`${id}-enabled`}
          checked={filters.enabledOnly}
          onCheckedChange={(enabledOnly) => set({ enabledOnly })}
        />
        <label htmlFor={`${id}-enabled`} className="text-sm font-medium">
          Only switched on
        </label>
      </div>
    </div>
  );
}
