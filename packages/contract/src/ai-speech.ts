import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { savedEndpoints } from './saved-endpoints.js';
import { ZPageQuerySchema } from './pagination.js';

/**
 * Text to speech with a voices library. The offline engines (Flite's English voices,
 * eSpeak NG's many languages) work on every install; `provider` voices appear when an AI
 * provider serves text to speech.
 */
export const SPEECH_ENGINES = ['flite', 'espeak', 'provider'] as const;
export type TSpeechEngine = (typeof SPEECH_ENGINES)[number];
export const SPEECH_ENGINE_LABELS: Record<TSpeechEngine, string> = {
  flite: 'Flite (offline)',
  espeak: 'eSpeak NG (offline)',
  provider: 'AI provider',
};

/** `neutral`: a provider voice made to sound neither (OpenAI's Alloy). */
export const VOICE_GENDERS = ['female', 'male', 'neutral'] as const;
export type TVoiceGender = (typeof VOICE_GENDERS)[number];
export const VOICE_GENDER_LABELS: Record<TVoiceGender, string> = {
  female: 'Female',
  male: 'Male',
  neutral: 'Neutral',
};

/** A provider voice's language: it speaks whatever language its text is in (BCP 47 `mul`). */
export const ANY_LANGUAGE = 'mul';

/** The audio a speech is saved as: WAV (lossless, large) or a compressed format. */
export const SPEECH_FORMATS = ['mp3', 'ogg', 'wav'] as const;
export type TSpeechFormat = (typeof SPEECH_FORMATS)[number];
export const SPEECH_FORMAT_LABELS: Record<TSpeechFormat, string> = {
  mp3: 'MP3',
  ogg: 'Ogg Opus',
  wav: 'WAV (uncompressed)',
};

export const SPEECH_SPEED_MIN = 0.5;
export const SPEECH_SPEED_MAX = 2;

/** One voice of the library; `preview_url` plays a short sample (a signed link, good for minutes). */
export const ZVoiceSchema = z.object({
  id: z.number().int(),
  engine: z.enum(SPEECH_ENGINES),
  name: z.string(),
  /** BCP 47: `en-US`, `de`, `pt-BR`; `mul` (ANY_LANGUAGE) for a provider voice that speaks any. */
  language: z.string(),
  gender: z.enum(VOICE_GENDERS),
  description: z.string(),
  /** The voice the tool starts on for its language (an admin's choice). */
  language_default: z.boolean(),
  preview_url: z.string(),
});
export type TVoice = z.infer<typeof ZVoiceSchema>;

/** GET ai/voices/: the active voices, filtered; in the library's order (engine, language, name). */
export const ZVoicesQuerySchema = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'Pick a language such as en or pt-BR.')
    .optional(),
  gender: z.enum(VOICE_GENDERS, 'Pick female, male or neutral.').optional(),
  engine: z.enum(SPEECH_ENGINES, 'Pick one of the engines.').optional(),
});
export type TVoicesQuery = z.infer<typeof ZVoicesQuerySchema>;
export const ZVoicesResponseSchema = z.array(ZVoiceSchema);

/** The voices library, each voice with a preview link. */
export const voiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'ai/voices/',
    query: ZVoicesQuerySchema,
    status: 200,
    answer: ZVoicesResponseSchema,
    errors: [400, 401],
  }),
};

/**
 * POST ai/text-to-speech/: the text (at most the plan's characters per speech, checked on the
 * server before anything is spent), a voice of the library, a speed and a format.
 */
export const ZSpeechRequestSchema = z.object({
  text: z
    .string('Type the text to read aloud.')
    .trim()
    .min(1, 'Type the text to read aloud.')
    .max(42_000, 'Use at most 42,000 characters.'),
  voice_id: z.number('Pick a voice.').int('Pick a voice.').positive('Pick a voice.'),
  speed: z
    .number('Pick a speed.')
    .min(SPEECH_SPEED_MIN, `The speed is at least ${SPEECH_SPEED_MIN}×.`)
    .max(SPEECH_SPEED_MAX, `The speed is at most ${SPEECH_SPEED_MAX}×.`)
    .default(1),
  format: z.enum(SPEECH_FORMATS, 'Pick MP3, Ogg Opus or WAV.').default('mp3'),
});
export type TSpeechRequest = z.input<typeof ZSpeechRequestSchema>;

/** A saved speech: what was read, by which voice, and its audio (signed links, good for minutes). */
export const ZSavedSpeechSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  voice: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    language: z.string(),
    engine: z.enum(SPEECH_ENGINES),
  }),
  speed: z.number(),
  format: z.enum(SPEECH_FORMATS),
  duration_seconds: z.number(),
  bytes: z.number().int(),
  created_at: z.string(),
  audio_url: z.string(),
  download_url: z.string(),
});
export type TSavedSpeech = z.infer<typeof ZSavedSpeechSchema>;

/** POST ai/text-to-speech/'s answer: the saved speech and the text-to-speech generations left. */
export const ZSpeechResultSchema = z.object({ saved: ZSavedSpeechSchema, balance: z.number().int() });
export type TSpeechResult = z.infer<typeof ZSpeechResultSchema>;

/** Text to Speech: a text read aloud with a voice of the library, saved. */
export const speechEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: 'ai/text-to-speech/',
    body: ZSpeechRequestSchema,
    status: 201,
    answer: ZSpeechResultSchema,
    errors: [400, 401, 402, 422, 429, 502, 503],
  }),
};

export const ZSavedSpeechesQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
});
export type TSavedSpeechesQuery = z.infer<typeof ZSavedSpeechesQuerySchema>;
/** My Text To Speeches: the user's speeches, with signed links to their audio. */
export const savedSpeechEndpoints = savedEndpoints('text-to-speech', {
  name: 'Speech id',
  item: ZSavedSpeechSchema,
  query: ZSavedSpeechesQuerySchema,
});
export const ZSavedSpeechesResponseSchema = savedSpeechEndpoints.list.answer;
export type TSavedSpeechesResponse = z.infer<typeof ZSavedSpeechesResponseSchema>;

/** Speech to text: what an upload may be. */
export const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024;
export const TRANSCRIPTION_EXTENSIONS = ['wav', 'mp3', 'm4a', 'ogg', 'oga', 'opus', 'webm', 'flac'] as const;
/** The `accept` of the file picker: the extensions and the types browsers give those files. */
export const TRANSCRIPTION_ACCEPT = [
  ...TRANSCRIPTION_EXTENSIONS.map((extension) => `.${extension}`),
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/webm',
  'audio/flac',
].join(',');

export const TRANSCRIPTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TTranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** GET ai/speech-to-text/options/: the languages the engines on this install understand. */
export const ZTranscriptionOptionsSchema = z.object({
  languages: z.array(z.object({ code: z.string(), label: z.string(), engine: z.string() })),
  max_bytes: z.number().int(),
});
export type TTranscriptionOptions = z.infer<typeof ZTranscriptionOptionsSchema>;

/** A stretch of the transcript, in seconds from the start of the audio. */
export const ZTranscriptSegmentSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type TTranscriptSegment = z.infer<typeof ZTranscriptSegmentSchema>;

/**
 * A transcription: a job that is queued, running, done (with the transcript) or failed (with
 * why; nothing charged). `audio_url` replays the upload (a signed link, good for minutes);
 * `progress` (0–1) is an estimate while it runs.
 */
export const ZTranscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRANSCRIPTION_STATUSES),
  progress: z.number(),
  file_name: z.string(),
  language: z.string(),
  duration_seconds: z.number(),
  text: z.string().nullable(),
  segments: z.array(ZTranscriptSegmentSchema),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  audio_url: z.string(),
});
export type TTranscription = z.infer<typeof ZTranscriptionSchema>;

/** POST ai/speech-to-text/'s answer: the queued job and the speech-to-text generations left. */
export const ZTranscriptionStartSchema = z.object({ job: ZTranscriptionSchema, balance: z.number().int() });
export type TTranscriptionStart = z.infer<typeof ZTranscriptionStartSchema>;

export const ZTranscriptionsQuerySchema = ZPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
});
export type TTranscriptionsQuery = z.infer<typeof ZTranscriptionsQuerySchema>;
/** My Speech To Text: the user's transcriptions, with their audio links (409: one still runs). */
export const savedTranscriptionEndpoints = savedEndpoints('speech-to-text', {
  name: 'Transcription id',
  item: ZTranscriptionSchema,
  query: ZTranscriptionsQuerySchema,
  removeErrors: [409],
});
export const ZTranscriptionsResponseSchema = savedTranscriptionEndpoints.list.answer;
export type TTranscriptionsResponse = z.infer<typeof ZTranscriptionsResponseSchema>;

export const ZTranscriptionParamsSchema = savedTranscriptionEndpoints.get.params;

/**
 * Speech to Text: the languages on offer, an upload queued as a job (a multipart form of `file`
 * and `language`, so no body schema), and the job's state.
 */
export const transcriptionEndpoints = {
  options: endpoint({
    method: 'GET',
    path: 'ai/speech-to-text/options/',
    status: 200,
    answer: ZTranscriptionOptionsSchema,
    errors: [401],
  }),
  start: endpoint({
    method: 'POST',
    path: 'ai/speech-to-text/',
    status: 201,
    answer: ZTranscriptionStartSchema,
    errors: [400, 401, 402, 413, 415, 422, 429, 503],
  }),
  get: endpoint({
    method: 'GET',
    path: 'ai/speech-to-text/:id/',
    params: ZTranscriptionParamsSchema,
    status: 200,
    answer: ZTranscriptionSchema,
    errors: [400, 401, 404],
  }),
};
