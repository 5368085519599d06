import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { EmptyList } from '@/components/ui/empty-list';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { useVoicePreview } from '@/components/voices/use-voice-preview';
import { useAdminVoices } from '../api/get-admin-voices';
import { usePreviewVersions } from '../hooks/use-preview-versions';
import {
  filterAdminVoices,
  groupByLanguage,
  hasVoiceSettingsFilters,
  NO_VOICE_SETTINGS_FILTERS,
} from '../utils/voice-settings-filters';
import { RegeneratePreviewsButton } from './regenerate-previews-button';
import { VoiceLanguageGroup } from './voice-language-group';
import { VoiceSettingsFilters } from './voice-settings-filters';
import type { TVoicePreviewPlayer } from './voice-settings-row';

/** Admin: the voices the engines offer, by language: switched on or off, renamed, each language's default. */
export function VoiceSettings({ onChanged }: { onChanged: () => void }) {
  const query = useAdminVoices();
  const [filters, setFilters] = useState(NO_VOICE_SETTINGS_FILTERS);
  const [cleared, setCleared] = useState<number | null>(null);
  const versions = usePreviewVersions();
  const { preview, failedId, toggle, audioProps } = useVoicePreview();
  const player: TVoicePreviewPlayer = {
    preview,
    failedId,
    play: (voice) => toggle({ id: voice.id, preview_url: versions.previewUrl(voice) }),
    regenerated: versions.bumpVoice,
  };
  return (
    <SettingsSection
      title="Voices"
      icon={AudioLines}
      description="The voices of Text to Speech, as the engines on this server offer them. Switch a voice off to hide it from users, rename it, and pick the voice the tool starts on for each language."
    >
      <QueryState
        query={query}
        what="the voices"
        fallback={<ListSkeleton label="Loading the voices" rows={4} rowClassName="h-40" />}
      >
        {(voices) => {
          const shown = filterAdminVoices(voices, filters);
          const switchedOn = voices.filter((voice) => voice.enabled).length;
          return (
            <div className="grid gap-5">
              <VoiceSettingsFilters voices={voices} filters={filters} onChange={setFilters} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p aria-live="polite" className="text-sm text-muted-foreground">
                  {shown.length === voices.length
                    ? `${voices.length} voices, ${switchedOn} switched on`
                    : `${shown.length} of ${voices.length} voices`}
                </p>
                <RegeneratePreviewsButton
                  count={voices.length}
                  onRegenerated={(count) => {
                    versions.bumpAll();
                    setCleared(count);
                  }}
                />
              </div>
              <p role="status" className="text-sm text-muted-foreground empty:hidden">
                {cleared === null
                  ? ''
                  : `${cleared} preview clips deleted: each is made again on its next play.`}
              </p>
              {shown.length === 0 ? (
                <EmptyList
                  filtered={hasVoiceSettingsFilters(filters)}
                  noMatch="No voice matches these filters."
                  nothingYet="No engine on this server offers a voice yet."
                  onClear={() => setFilters(NO_VOICE_SETTINGS_FILTERS)}
                />
              ) : (
                groupByLanguage(shown).map((group) => (
                  <VoiceLanguageGroup
                    key={group.language}
                    group={group}
                    player={player}
                    onChanged={onChanged}
                  />
                ))
              )}
            </div>
          );
        }}
      </QueryState>
      <audio {...audioProps} data-voice-preview className="hidden" />
    </SettingsSection>
  );
}
