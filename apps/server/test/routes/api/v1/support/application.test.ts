import { ZApplicationResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';
import { VALID_APPLICATION } from '../../../../helpers/forms.js';

describe('POST /api/v1/support/application/', () => {
  const ctx = useTestApp();

  const post = (payload: object, url = '/api/v1/support/application/') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.2' });

  it('stores an application with its details and first message', async () => {
    const response = await post(VALID_APPLICATION);
    expect(response.statusCode).toBe(201);
    const body = ZApplicationResponseSchema.parse(response.json());
    expect(body.detail).toBe(
      'Thanks, Ada Lovelace! We have received your partner application and will reply within two business days.',
    );

    const request = await ctx.app.repositories.support.findRequestById(body.id);
    expect(request).toMatchObject({
      type: 'application',
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      subject: 'Partner application: Analytical Engines Ltd',
      category: 'partner',
      status: 'open',
      ip: '198.51.100.2',
    });
    expect(JSON.parse(request?.details ?? 'null')).toEqual({
      kind: 'partner',
      company: 'Analytical Engines Ltd',
      website: 'https://analytical.example',
      team_size: '11-50',
    });
    const messages = await ctx.app.repositories.support.findMessagesByRequestId(body.id);
    expect(messages.map((message) => message.body)).toEqual([VALID_APPLICATION.message]);
  });

  it('accepts the path without its trailing slash and an empty website', async () => {
    const response = await post(
      { ...VALID_APPLICATION, kind: 'business', website: '' },
      '/api/v1/support/application',
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with the contract messages', async () => {
    const response = await post({
      ...VALID_APPLICATION,
      kind: 'investor',
      website: 'analytical',
      team_size: '5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      kind: ['Choose business or partner.'],
      website: ['Enter a full URL starting with http:// or https://.'],
      team_size: ['Choose a team size.'],
    });
  });
});
