import { SPEECH_ENGINE_LABELS, VOICE_GENDER_LABELS, type TVoice } from '@inkwell/contract';
import { Badge } from '@/components/ui/badge';
import type { TPreviewState } from '@/components/voices/use-voice-preview';
import { languageLabel } from '@/components/voices/voice-languages';
import { VoicePreviewButton, VoicePreviewFailure } from '@/components/voices/voice-preview-button';
import { cn } from '@/lib/utils';

interface VoiceRowProps {
  voice: TVoice;
  /** The radios' group name. */
  name: string;
  checked: boolean;
  onPick: () => void;
  preview: TPreviewState;
  failed: boolean;
  onPreview: () => void;
}

/** One voice of the library: picked with its radio; its name, language, gender, engine and description; Play. */
export function VoiceRow({ voice, name, checked, onPick, preview, failed, onPreview }: VoiceRowProps) {
  const id = `${name}-${voice.id}`;
  return (
    <div
      className={cn(
        'relative flex h-full items-start gap-3 rounded-xl border p-3 transition-colors',
        checked ? 'border-brand bg-brand-soft' : 'border-border bg-card hover:border-ring/40',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={voice.id}
        checked={checked}
        onChange={onPick}
        aria-describedby={`${id}-about`}
        className="relative z-10 mt-1 size-4 shrink-0 accent-brand focus-ring"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        {/* The label covers the card (its ::after), so a click anywhere on it picks the voice. */}
        <label
          htmlFor={id}
          className="cursor-pointer font-semibold after:absolute after:inset-0 after:rounded-xl"
        >
          {voice.name}
        </label>
        <div id={`${id}-about`} className="grid gap-1.5">
          <span className="flex flex-wrap gap-1.5">
            <Badge variant="soft">{languageLabel(voice.language)}</Badge>
            <Badge variant="muted">{VOICE_GENDER_LABELS[voice.gender]}</Badge>
            <Badge variant="outline">{SPEECH_ENGINE_LABELS[voice.engine]}</Badge>
          </span>
          {voice.description ? (
            <span className="text-xs text-muted-foreground">{voice.description}</span>
          ) : null}
        </div>
        {failed ? <VoicePreviewFailure /> : null}
      </div>
      <VoicePreviewButton
        voiceId={voice.id}
        name={voice.name}
        preview={preview}
        onPreview={onPreview}
        className="relative z-10"
      />
    </div>
  );
}
