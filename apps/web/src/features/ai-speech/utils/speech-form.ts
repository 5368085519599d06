import { ZSpeechRequestSchema } from '@inkwell/contract';
import { z } from 'zod';

/** The form's fields, all text as the controls hold them. */
export type TSpeechFormValues = {
  text: string;
  voice_id: string;
  speed: string;
  format: string;
};

/** What the server is sent: the voice and the speed as numbers (no voice picked stays invalid). */
export function toSpeechRequest(values: unknown): unknown {
  const { text, voice_id, speed, format } = values as TSpeechFormValues;
  return { text, voice_id: voice_id ? Number(voice_id) : undefined, speed: Number(speed), format };
}

/** The contract's request schema, read from the form's fields. */
export const ZSpeechFormSchema = z.preprocess(toSpeechRequest, ZSpeechRequestSchema);

export const SPEECH_FORM_VALUES: TSpeechFormValues = { text: '', voice_id: '', speed: '1', format: 'mp3' };

/** The playback speeds a player offers (its audio is not made again). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
