import { describe, expect, it } from 'vitest';
import { voice, voicesFixture } from '@/testing/ai-speech-fixtures';
import { languageDefaultVoice } from './voice-filters';

describe('languageDefaultVoice', () => {
  it('is the voice the admin made the picked language’s default', () => {
    expect(languageDefaultVoice(voicesFixture, 'de')?.name).toBe('Anna');
  });

  it('is none for a language without a default, or when no language is picked', () => {
    expect(languageDefaultVoice(voicesFixture, 'en-GB')).toBeUndefined();
    expect(languageDefaultVoice(voicesFixture, '')).toBeUndefined();
  });

  it('is a voice of exactly that language: en-US’s default is not en-GB’s', () => {
    const voices = [
      voice({ id: 1, language: 'en-US', language_default: true }),
      voice({ id: 2, language: 'en-GB' }),
    ];
    expect(languageDefaultVoice(voices, 'en-GB')).toBeUndefined();
    expect(languageDefaultVoice(voices, 'en-US')?.id).toBe(1);
  });
});
