import { describe, expect, it } from 'vitest';
import { baseUrlOrigin } from '../src/ai-settings.js';

describe('baseUrlOrigin: where a saved key may go', () => {
  it('is scheme, host and port, lower-cased, without the path or a default port', () => {
    expect(baseUrlOrigin('https://API.OpenAI.com/v1')).toBe('https://api.openai.com');
    expect(baseUrlOrigin('https://api.openai.com:443/v1/')).toBe('https://api.openai.com');
    expect(baseUrlOrigin('HTTP://localhost:80/v1')).toBe('http://localhost');
    expect(baseUrlOrigin('http://localhost:11434/api/v1')).toBe('http://localhost:11434');
    expect(baseUrlOrigin('http://[::1]:8080/v1')).toBe('http://[::1]:8080');
  });

  it('tells apart what a key must not follow: another scheme, host or port', () => {
    const saved = baseUrlOrigin('https://openrouter.ai/api/v1');
    for (const moved of [
      'http://openrouter.ai/api/v1',
      'https://openrouter.ai.evil.example/api/v1',
      'https://openrouter.ai:8443/api/v1',
      'https://evil.example/openrouter.ai/api/v1',
    ])
      expect([moved, baseUrlOrigin(moved)]).not.toEqual([moved, saved]);
    expect(baseUrlOrigin('https://openrouter.ai/other/v1')).toBe(saved);
  });
});
