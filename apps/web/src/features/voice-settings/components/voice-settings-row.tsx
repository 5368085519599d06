import {
  SPEECH_ENGINE_LABELS,
  VOICE_GENDER_LABELS,
  type TAdminVoice,
  type TVoiceUpdate,
} from '@inkwell/contract';
import { Pencil, RefreshCw, Star, StarOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldError } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { SwitchField } from '@/components/ui/switch-field';
import { languageLabel } from '@/components/voices/voice-languages';
import { VoicePreviewButton, VoicePreviewFailure } from '@/components/voices/voice-preview-button';
import type { TPreviewState } from '@/components/voices/use-voice-preview';
import { formatCount } from '@/lib/format-price';
import { readFormErrors, type TFormErrors } from '@/lib/read-form-errors';
import { useRegenerateVoicePreview } from '../api/regenerate-voice-preview';
import { useUpdateVoice } from '../api/update-voice';
import { RenameVoiceForm } from './rename-voice-form';

const ROW_FIELDS = ['enabled', 'language_default'] as const;
type TRowField = (typeof ROW_FIELDS)[number];

/** The page's one preview player, shared by every row. */
export interface TVoicePreviewPlayer {
  preview: TPreviewState;
  failedId: number | null;
  play: (voice: TAdminVoice) => void;
  /** The voice's clip was made again: its next play asks for the new one. */
  regenerated: (id: number) => void;
}

interface VoiceSettingsRowProps {
  voice: TAdminVoice;
  /** The voice's group ("English"), which shares one default. */
  groupLabel: string;
  player: TVoicePreviewPlayer;
  onChanged: () => void;
}

/** One voice: what it is, its switch, its language default, Play, Rename and a new preview. */
export function VoiceSettingsRow({ voice, groupLabel, player, onChanged }: VoiceSettingsRowProps) {
  const id = useId();
  const update = useUpdateVoice();
  const regenerate = useRegenerateVoicePreview();
  const [errors, setErrors] = useState<TFormErrors<TRowField> | null>(null);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const renamed = voice.name !== voice.engine_name;

  const change = (body: TVoiceUpdate) => {
    setErrors(null);
    update.mutate(
      { id: voice.id, body },
      { onSuccess: onChanged, onError: (error) => setErrors(readFormErrors(error, ROW_FIELDS)) },
    );
  };
  const closeRename = () => {
    setRenaming(false);
    renameButton.current?.focus();
  };
  const pendingDefault = update.isPending && update.variables.body.language_default !== undefined;

  return (
    <li aria-label={voice.name} className="grid content-start gap-3 rounded-xl border border-border p-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{voice.name}</h4>
          {voice.language_default ? (
            <Badge variant="soft">
              <Star aria-hidden="true" />
              Default
            </Badge>
          ) : null}
          {voice.available ? null : <Badge variant="destructive">Unavailable on this server</Badge>}
        </div>
        {renamed ? (
          <p className="text-xs text-muted-foreground">
            Engine’s name: <span className="font-medium text-foreground">{voice.engine_name}</span>
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {[
            languageLabel(voice.language),
            VOICE_GENDER_LABELS[voice.gender],
            SPEECH_ENGINE_LABELS[voice.engine],
            voice.speeches === 1 ? '1 speech' : `${formatCount(voice.speeches)} speeches`,
          ].join(' · ')}
        </p>
      </div>
      <FormAlert message={errors?.form ?? null} />
      <SwitchField
        id={`${id}-enabled`}
        label="Switched on"
        hint={voice.enabled ? 'Users can pick it.' : 'Hidden from users.'}
        checked={voice.enabled}
        disabled={update.isPending}
        onCheckedChange={(enabled) => change({ enabled })}
        error={errors?.fields.enabled}
      />
      <div className="flex flex-wrap gap-2">
        <VoicePreviewButton
          voiceId={voice.id}
          name={voice.name}
          preview={player.preview}
          onPreview={() => player.play(voice)}
        />
        {voice.language_default ? (
          <PendingButton
            variant="outline"
            size="sm"
            pending={pendingDefault}
            icon={StarOff}
            aria-describedby={errors?.fields.language_default ? `${id}-default-error` : undefined}
            onClick={() => change({ language_default: false })}
          >
            Clear default <span className="sr-only">for {groupLabel}</span>
          </PendingButton>
        ) : (
          <PendingButton
            variant="outline"
            size="sm"
            pending={pendingDefault}
            icon={Star}
            aria-describedby={errors?.fields.language_default ? `${id}-default-error` : undefined}
            onClick={() => change({ language_default: true })}
          >
            Make default{' '}
            <span className="sr-only">
              for {groupLabel}: {voice.name}
            </span>
          </PendingButton>
        )}
        <Button
          variant="outline"
          size="sm"
          ref={renameButton}
          aria-expanded={renaming}
          aria-controls={renaming ? `${id}-rename` : undefined}
          onClick={() => setRenaming((open) => !open)}
        >
          <Pencil aria-hidden="true" />
          Rename <span className="sr-only">{voice.name}</span>
        </Button>
        <PendingButton
          variant="outline"
          size="sm"
          pending={regenerate.isPending}
          icon={RefreshCw}
          onClick={() => regenerate.mutate(voice.id, { onSuccess: () => player.regenerated(voice.id) })}
        >
          Regenerate preview <span className="sr-only">of {voice.name}</span>
        </PendingButton>
      </div>
      <FieldError id={`${id}-default-error`} error={errors?.fields.language_default} />
      {player.failedId === voice.id ? <VoicePreviewFailure /> : null}
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {regenerate.isSuccess ? 'A new preview is made on its next play.' : ''}
      </p>
      {regenerate.error ? <FormAlert message={readFormErrors(regenerate.error, []).form} /> : null}
      {renaming ? (
        <div id={`${id}-rename`} className="border-t border-border pt-3">
          <RenameVoiceForm voice={voice} onClose={closeRename} onSaved={onChanged} />
        </div>
      ) : null}
    </li>
  );
}
