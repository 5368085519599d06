import {
  CODE_LANGUAGES,
  CODE_MODE_LABELS,
  type TChatSummary,
  type TDashboardItem,
  type TSavedCode,
  type TSavedImage,
  type TSavedSpeech,
  type TSavedTemplate,
  type TTranscription,
} from '@inkwell/contract';
import { oneLine } from '../../lib/one-line.js';

const item = (
  run: { id: number; created_at: string },
  title: string,
  detail: string,
  thumbnail: string | null = null,
): TDashboardItem => ({
  id: run.id,
  title: oneLine(title, 120),
  detail,
  created_at: run.created_at,
  thumbnail_url: thumbnail,
});

const languageLabel = (id: string) => CODE_LANGUAGES.find((language) => language.id === id)?.label ?? id;
const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, Math.round(seconds % 60))).padStart(2, '0')}`;
const TRANSCRIPTION_STATES = { queued: 'Waiting', running: 'Transcribing', done: 'Done', failed: 'Failed' };

/** Each tool's saved view as the dashboard lists it. */
export const dashboardItem = {
  chat: (chat: TChatSummary) => ({
    ...item(chat, chat.title, chat.assistant.name),
    created_at: chat.updated_at,
  }),
  code: (run: TSavedCode) =>
    item(
      run,
      run.prompt || CODE_MODE_LABELS[run.mode],
      `${languageLabel(run.language)} · ${CODE_MODE_LABELS[run.mode]}`,
    ),
  template: (run: TSavedTemplate) => item(run, run.template_title, oneLine(run.result, 80)),
  image: (image: TSavedImage) => item(image, image.prompt, image.size, image.thumbnail_url),
  speech: (speech: TSavedSpeech) =>
    item(speech, speech.text, `${speech.voice.name} · ${minutes(speech.duration_seconds)}`),
  transcription: (job: TTranscription) =>
    item(job, job.file_name, `${TRANSCRIPTION_STATES[job.status]} · ${minutes(job.duration_seconds)}`),
};
