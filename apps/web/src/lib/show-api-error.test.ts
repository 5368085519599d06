import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { HttpClientError } from './http-status';
import { getApiErrorMessages, showApiError } from './show-api-error';

function httpError(data: unknown, status = 400): HttpClientError {
  return new HttpClientError('Request failed', { status, data });
}

describe('the generic API error display', () => {
  it('shows "key: values" for every key of an object body whose value is a string list', () => {
    const error = httpError({
      email: ['Enter a valid email address.', 'Email is too long.'],
      name: ['Required.'],
    });
    expect(getApiErrorMessages(error)).toEqual([
      'email: Enter a valid email address., Email is too long.',
      'name: Required.',
    ]);
  });

  it('counts a string value as one value and skips values that are neither', () => {
    const error = httpError({ detail: 'Not found.', code: 404, nested: { a: 'b' }, mixed: ['a', 1] }, 404);
    expect(getApiErrorMessages(error)).toEqual(['detail: Not found.']);
  });

  it('shows each string item of an array body', () => {
    expect(getApiErrorMessages(httpError(['First problem', 42, 'Second problem']))).toEqual([
      'First problem',
      'Second problem',
    ]);
  });

  it('falls back to detail, message or msg when no key holds strings', () => {
    expect(getApiErrorMessages(httpError({ detail: 429, retry: true }, 429))).toEqual(['429']);
    expect(getApiErrorMessages(httpError({ message: 7 }))).toEqual(['7']);
    expect(getApiErrorMessages(httpError({ msg: 3 }))).toEqual(['3']);
  });

  it('shows "Something went wrong" when nothing in the body can be shown', () => {
    expect(getApiErrorMessages(httpError({ code: 17 }, 500))).toEqual(['Something went wrong']);
    expect(getApiErrorMessages(httpError([1, 2], 500))).toEqual(['Something went wrong']);
    expect(getApiErrorMessages(httpError('<html>Bad gateway</html>', 502))).toEqual(['Something went wrong']);
    expect(getApiErrorMessages(httpError(null, 500))).toEqual(['Something went wrong']);
  });

  it('reads a JSON body that arrived as text', () => {
    expect(getApiErrorMessages(httpError('{"subject":["Please enter a subject."]}'))).toEqual([
      'subject: Please enter a subject.',
    ]);
  });

  it('shows "Unknown error" for an error without an HTTP response', () => {
    const networkError = new HttpClientError('Network Error');
    expect(getApiErrorMessages(networkError)).toEqual(['Unknown error']);
    expect(getApiErrorMessages(new Error('boom'))).toEqual(['Unknown error']);
    expect(getApiErrorMessages('nope')).toEqual(['Unknown error']);
  });

  it('toasts every message as an error', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await showApiError(httpError({ email: ['Taken.'], password: 'Too short.' }));
    expect(error.mock.calls).toEqual([['email: Taken.'], ['password: Too short.']]);
  });

  it('toasts "Unknown error" once for a network failure', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    await showApiError(new HttpClientError('Network Error'));
    expect(error.mock.calls).toEqual([['Unknown error']]);
  });
});
