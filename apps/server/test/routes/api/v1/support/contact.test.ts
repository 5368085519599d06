import { ZContactResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';
import { VALID_CONTACT } from '../../../../helpers/forms.js';

describe('POST /api/v1/support/contact/', () => {
  // The rate limit has its own test file; here it must not interfere.
  const ctx = useTestApp({ env: { CONTACT_RATE_LIMIT_PER_HOUR: '1000' } });

  const post = (payload: unknown, url = '/api/v1/support/contact/', remoteAddress = '198.51.100.1') =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  it('stores a contact request and its first message, with the client IP', async () => {
    const response = await post({ ...VALID_CONTACT, name: '  Grace Hopper ' });
    expect(response.statusCode).toBe(201);
    const body = ZContactResponseSchema.parse(response.json());
    expect(body.detail).toBe(
      'Thanks, Grace Hopper! Your message has reached our support team. We reply within one business day.',
    );

    const request = await ctx.app.repositories.support.findRequestById(body.id);
    expect(request).toMatchObject({
      type: 'contact',
      user_id: null,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Invoices for our team',
      status: 'open',
      priority: 'normal',
      ip: '198.51.100.1',
      details: null,
    });
    const messages = await ctx.app.repositories.support.findMessagesByRequestId(body.id);
    expect(messages).toEqual([
      expect.objectContaining({
        author_name: 'Grace Hopper',
        author_email: 'grace@example.com',
        body: VALID_CONTACT.message,
      }),
    ]);
  });

  it('accepts the path without its trailing slash', async () => {
    const response = await post(VALID_CONTACT, '/api/v1/support/contact');
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with every field error keyed by field', async () => {
    const response = await post({ name: '', email: 'not-an-email', subject: '   ', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Please enter your name.'],
      email: ['Enter a valid email address.'],
      subject: ['Please enter a subject.'],
      message: ['Please write at least 10 characters.'],
    });
  });

  it('reports wrong types and missing fields per field', async () => {
    const response = await post({ name: 42, email: VALID_CONTACT.email, subject: 'Hello' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'name']);
    expect(body.name[0]).toMatch(/expected string/i);
  });

  it('puts errors about the whole body under non_field_errors', async () => {
    const response = await post([VALID_CONTACT]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [expect.stringMatching(/expected object/i)] });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Grace",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON in request body.' });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await post({ ...VALID_CONTACT, message: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large (1024 KiB at most).' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/xml']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/support/contact/',
        headers: { 'content-type': contentType },
        payload: 'name=Grace',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: `Unsupported media type "${contentType}" in request.` });
    }
  });

  it('stores nothing when validation fails', async () => {
    const before = await ctx.app.db
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await post({ ...VALID_CONTACT, email: 'nope' });
    const after = await ctx.app.db
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['an empty JSON body', ''],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['prototype poisoning', '{"__proto__":{"admin":true},"name":"x"}'],
    ['nested objects', '{"name":{"first":"Grace"},"email":["a@b.c"],"subject":null,"message":{}}'],
    ['an over-long field', JSON.stringify({ ...VALID_CONTACT, subject: 's'.repeat(5000) })],
  ])('answers %s with a 4xx, never a 5xx', async (_label, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json()).toBe('object');
  });
});
