import { useId } from 'react';
import type { TVoiceLanguageGroup } from '../utils/voice-settings-filters';
import { VoiceSettingsRow, type TVoicePreviewPlayer } from './voice-settings-row';

interface VoiceLanguageGroupProps {
  group: TVoiceLanguageGroup;
  player: TVoicePreviewPlayer;
  onChanged: () => void;
}

/** The voices of one language under its name, and which of them the tool starts on. */
export function VoiceLanguageGroup({ group, player, onChanged }: VoiceLanguageGroupProps) {
  const headingId = useId();
  const fallback = group.voices.find((voice) => voice.language_default);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-border pb-2">
        <h3 id={headingId} className="font-semibold">
          {group.label}
        </h3>
        <p className="text-xs text-muted-foreground">
          {fallback ? `Default: ${fallback.name}` : 'No default: the tool starts on no voice'}
        </p>
      </div>
      <ul aria-label={`${group.label} voices`} className="grid gap-3 md:grid-cols-2">
        {group.voices.map((voice) => (
          <VoiceSettingsRow
            key={voice.id}
            voice={voice}
            groupLabel={group.label}
            player={player}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </section>
  );
}
