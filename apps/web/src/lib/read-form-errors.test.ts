import { describe, expect, it } from 'vitest';
import { HttpClientError } from './http-status';
import { FORM_ERROR_TEXT, readErrorMessage, readFormErrors } from './read-form-errors';

function answer(status: number, data: unknown): HttpClientError {
  return new HttpClientError('failed', { status, data });
}

const FIELDS = ['email', 'password'] as const;

describe('readFormErrors', () => {
  it('puts field messages on the form’s fields and the rest above the form, in words', () => {
    const found = readFormErrors(
      answer(400, { email: ['Taken.', 'Really.'], token: ['This link is invalid.'] }),
      FIELDS,
    );
    expect(found).toEqual({ fields: { email: 'Taken. Really.' }, form: 'This link is invalid.' });
  });

  it('shows a detail as the form message without its key', () => {
    expect(readFormErrors(answer(401, { detail: 'Invalid email or password.' }), FIELDS)).toEqual({
      fields: {},
      form: 'Invalid email or password.',
    });
  });

  it('leaves no form message when every message found a field', () => {
    expect(readFormErrors(answer(400, { password: 'Too short.' }), FIELDS).form).toBeNull();
  });

  it('says what happened when the answer carries no message', () => {
    expect(readFormErrors(answer(429, ''), FIELDS).form).toBe(FORM_ERROR_TEXT.tooMany);
    expect(readFormErrors(answer(502, '<html>Bad gateway</html>'), FIELDS).form).toBe(FORM_ERROR_TEXT.server);
    expect(readFormErrors(answer(404, { detail: 42 }), FIELDS).form).toBe(FORM_ERROR_TEXT.other);
  });

  it('reads a list answer and a failure without any answer', () => {
    expect(readErrorMessage(answer(400, ['One.', 'Two.']))).toBe('One. Two.');
    expect(readErrorMessage(new HttpClientError('Network Error'))).toBe(FORM_ERROR_TEXT.network);
    expect(readErrorMessage(new Error('boom'))).toBe(FORM_ERROR_TEXT.network);
  });
});
