import type { TTranscriptionOptions } from '@inkwell/contract';
import { AudioLines } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { checkAudioFile } from '../utils/check-audio-file';
import { AudioDropZone } from './audio-drop-zone';
import { AudioRecorder } from './audio-recorder';
import { ProgressBar } from './transcription-progress';

interface TranscriptionFormProps {
  options: TTranscriptionOptions;
  /** The plan's minutes per transcription, once read. */
  durationLimit: number | undefined;
  /** The upload is on its way: its share sent (0–1). */
  uploadProgress: number | null;
  onTranscribe: (file: File, language: string) => void;
  /** A file refused before sending: said where the server's refusals are. */
  onRefuse: (message: string) => void;
  /** A new attempt: the last failure goes. */
  onAttempt: () => void;
  alert: ReactNode;
  footer: ReactNode;
}

/** Pick a language and an audio file (or record one), then Transcribe. */
export function TranscriptionForm({
  options,
  durationLimit,
  uploadProgress,
  onTranscribe,
  onRefuse,
  onAttempt,
  alert,
  footer,
}: TranscriptionFormProps) {
  const languageId = useId();
  const [language, setLanguage] = useState(options.languages[0]?.code ?? '');
  const [file, setFile] = useState<File | null>(null);
  const uploading = uploadProgress !== null;

  const pick = useCallback(
    (picked: File) => {
      onAttempt();
      const refusal = checkAudioFile(picked, options.max_bytes);
      if (refusal) {
        setFile(null);
        onRefuse(refusal);
      } else setFile(picked);
    },
    [onAttempt, onRefuse, options.max_bytes],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      onRefuse('Choose an audio file or record one first.');
      return;
    }
    onAttempt();
    onTranscribe(file, language);
  };

  return (
    <form aria-label="Transcribe audio" noValidate onSubmit={submit} className="grid gap-5">
      {alert}
      <FormField id={languageId} label="Language">
        <NativeSelect
          id={languageId}
          value={language}
          disabled={uploading}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {options.languages.map((item) => (
            <option key={`${item.engine}-${item.code}`} value={item.code}>
              {item.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <AudioDropZone file={file} maxBytes={options.max_bytes} disabled={uploading} onPick={pick} />
      <AudioRecorder maxMinutes={durationLimit} disabled={uploading} onRecorded={pick} />
      {uploading ? <ProgressBar label="Uploading" value={uploadProgress} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          {durationLimit !== undefined ? (
            <p className="text-xs text-muted-foreground">
              Your plan transcribes up to {durationLimit} {durationLimit === 1 ? 'minute' : 'minutes'} per
              recording.
            </p>
          ) : null}
          {footer}
        </div>
        <PendingButton type="submit" pending={uploading} icon={AudioLines}>
          Transcribe
        </PendingButton>
      </div>
    </form>
  );
}
