import { describe, expect, it } from 'vitest';
import { imageSizeOption, partialResultMessage, savedImageTitle } from './image-labels';

describe('image labels', () => {
  it('names a size with its orientation', () => {
    expect(imageSizeOption('1024x1536')).toBe('1024 × 1536 · Portrait');
    expect(imageSizeOption('1024x1024')).toBe('1024 × 1024 · Square');
    expect(imageSizeOption('1536x1024')).toBe('1536 × 1024 · Landscape');
  });

  it('says how many images were made and charged when fewer came back', () => {
    expect(partialResultMessage(2, 4)).toBe('The provider returned 2 of 4 images; you were charged for 2.');
    expect(partialResultMessage(4, 4)).toBeNull();
  });

  it('shortens a long prompt at a word', () => {
    const title = savedImageTitle({ prompt: `${'a lighthouse '.repeat(20)}at dusk` });
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/lighthouse…$/);
  });
});
