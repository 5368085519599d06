import { describe, expect, it } from 'vitest';
import { ImageAnswerError, readImageAnswer } from '../../src/providers/ai/image-answer.js';

/** Bytes that are no particular image: every value 0–255, repeated past a few decoding slices. */
const picture = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
const other = Buffer.from('a second, shorter picture');

const answer = (text: string) => Buffer.from(text, 'utf8');

describe('readImageAnswer', () => {
  it('decodes each base64 picture to its exact bytes and keeps the rest of each item', () => {
    const body = answer(
      JSON.stringify({
        created: 1,
        data: [
          { b64_json: picture.toString('base64'), revised_prompt: 'A "b64_json": lighthouse' },
          { b64_json: other.toString('base64') },
        ],
        usage: { total_tokens: 3 },
      }),
    );
    const items = readImageAnswer(body) as { b64_json: Buffer; revised_prompt?: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.b64_json.equals(picture)).toBe(true);
    expect(items[0]!.revised_prompt).toBe('A "b64_json": lighthouse');
    expect(items[1]!.b64_json.equals(other)).toBe(true);
  });

  it('reads an answer laid out with spaces and newlines, and one with escaped slashes in the base64', () => {
    const spaced = answer(`{ "data" : [ { "b64_json" :\n "${other.toString('base64')}" } ] }`);
    expect((readImageAnswer(spaced)[0] as { b64_json: Buffer }).b64_json.equals(other)).toBe(true);
    const slashes = Buffer.from([0xff, 0xff, 0xfe, 0xfb, 0xef]); // base64 "///++++/" and the like
    const escaped = answer(`{"data":[{"b64_json":"${slashes.toString('base64').replaceAll('/', '\\/')}"}]}`);
    expect((readImageAnswer(escaped)[0] as { b64_json: Buffer }).b64_json.equals(slashes)).toBe(true);
  });

  it('leaves URL items as they are, and gives no items for an answer without data', () => {
    expect(readImageAnswer(answer('{"data":[{"url":"https://x.test/a.png"}]}'))).toEqual([
      { url: 'https://x.test/a.png' },
    ]);
    expect(readImageAnswer(answer('{"created":1}'))).toEqual([]);
    expect(readImageAnswer(answer('{"data":[{"b64_json":null}]}'))).toEqual([{ b64_json: null }]);
  });

  it('refuses an answer that is not JSON, cut short or not', () => {
    expect(() => readImageAnswer(answer('<html>busy</html>'))).toThrow(ImageAnswerError);
    const cut = JSON.stringify({ data: [{ b64_json: other.toString('base64') }] }).slice(0, 20);
    expect(() => readImageAnswer(answer(cut))).toThrow(ImageAnswerError);
  });
});
