import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  capabilityNoun,
  capabilityTitle,
  planQuantityNoun,
  planQuantityTitle,
} from '../src/index.js';

describe('capability names', () => {
  it('label every capability, limits with what one request is', () => {
    expect(Object.keys(CAPABILITY_LABELS).sort()).toEqual([...CAPABILITIES].sort());
    expect(CAPABILITY_LABELS.code_generation_tokens).toBe('code generations');
    expect(CAPABILITY_LABELS.text_character_length_limit).toBe('characters per text-to-speech request');
    expect(capabilityTitle('speech_duration_limit')).toBe('Minutes per speech-to-text file');
  });

  it('count in the singular for one', () => {
    expect(capabilityNoun('ai_image_tokens', 1)).toBe('AI image');
    expect(capabilityNoun('ai_image_tokens', 0)).toBe('AI images');
    expect(capabilityNoun('speech_duration_limit', 1)).toBe('minute');
  });

  it('use the plans’ shorter wording for limits', () => {
    expect(planQuantityTitle('support_request_sent')).toBe('Support requests');
    expect(planQuantityTitle('text_character_length_limit')).toBe('Characters per speech');
    expect(planQuantityTitle('speech_duration_limit')).toBe('Minutes per transcription');
    expect(planQuantityNoun('chatbots_tokens', 1)).toBe('AI chat token');
    expect(planQuantityNoun('speech_duration_limit', 20)).toBe('min per transcription');
  });
});
