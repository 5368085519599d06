import {
  SUPPORT_JSON_ATTACHMENTS_TEXT,
  SUPPORT_LIMIT_TEXT,
  SUPPORT_THREAD_ATTACHMENTS_MAX,
  type TSupportRequestDetail,
  type TSupportRequestOpened,
} from '@inkwell/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedBalances } from '../../../../helpers/balance.js';
import { screenshot, startSupportFixture, SUPPORT_REQUEST, type TSupportFixture } from './support-fixture.js';

describe('support/requests/: a thread’s images', () => {
  let f: TSupportFixture;
  let png: Buffer;
  beforeAll(async () => {
    f = await startSupportFixture();
    png = await screenshot(40, 30);
  });
  afterAll(() => f?.close());

  const images = (count: number): [string, Buffer][] =>
    Array.from({ length: count }, (_, index) => [`${index}.png`, png]);
  const attachmentsIn = (thread: TSupportRequestDetail) =>
    thread.messages.reduce((sum, message) => sum + message.attachments.length, 0);

  it(`caps a thread at ${SUPPORT_THREAD_ATTACHMENTS_MAX} images: past it a field error under attachments`, async () => {
    const user = await f.signedIn();
    const opened = await f.send(user, 'support/requests/', SUPPORT_REQUEST, images(3));
    const { id } = (opened.body as TSupportRequestOpened).request;
    const path = `support/requests/${id}/messages/`;
    for (let held = 3; held + 3 <= SUPPORT_THREAD_ATTACHMENTS_MAX; held += 3)
      expect((await f.send(user, path, { message: `${held}` }, images(3))).status).toBe(201);
    // 18 held: three more would pass the cap.
    const over = await f.send(user, path, { message: 'Three more' }, images(3));
    expect(over).toEqual({ status: 400, body: { attachments: [SUPPORT_LIMIT_TEXT.threadFull(2)] } });
    // Two replies at once with room for one of them: one is written, the other refused.
    const both = await Promise.all([0, 1].map(() => f.send(user, path, { message: 'Two more' }, images(2))));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const full = await f.send(user, path, { message: 'One more' }, images(1));
    expect(full).toEqual({ status: 400, body: { attachments: [SUPPORT_LIMIT_TEXT.threadFull(0)] } });
    // A message without images is still welcome.
    const text = await f.send(user, path, { message: 'Only words' });
    expect(text.status).toBe(201);
    expect(attachmentsIn(text.body as TSupportRequestDetail)).toBe(SUPPORT_THREAD_ATTACHMENTS_MAX);
  });

  it('refuses an image larger than the decoding limit from its header, before spending', async () => {
    const user = await f.signedIn();
    const before = (await storedBalances(f.app, user.id)).support_request_sent;
    // 30 MP: under the images' general 40 MP limit, over what a support screenshot needs.
    const huge = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await f.send(user, 'support/requests/', SUPPORT_REQUEST, [['huge.png', huge]]);
    expect(refused).toEqual({ status: 400, body: { attachments: [SUPPORT_LIMIT_TEXT.tooManyPixels] } });
    expect((await storedBalances(f.app, user.id)).support_request_sent).toBe(before);
  });

  it('takes a reply as JSON when it has no images: same answer and field errors as multipart', async () => {
    const user = await f.signedIn();
    const { request } = (await f.send(user, 'support/requests/', SUPPORT_REQUEST))
      .body as TSupportRequestOpened;
    const path = `support/requests/${request.id}/messages/`;
    const sent = await f.call(user, 'POST', path, { message: 'Sent as JSON' });
    expect(sent.status).toBe(201);
    expect((sent.body as TSupportRequestDetail).messages.map((message) => message.body)).toEqual([
      SUPPORT_REQUEST.message,
      'Sent as JSON',
    ]);
    const read = (await f.call(user, 'GET', `support/requests/${request.id}/`)).body as TSupportRequestDetail;
    expect(read.messages.at(-1)).toMatchObject({ author: 'asker', body: 'Sent as JSON', attachments: [] });

    const empty = await f.call(user, 'POST', path, { message: '  ' });
    expect(empty).toEqual({ status: 400, body: { message: ['Write your message.'] } });
    expect(await f.send(user, path, { message: '  ' })).toEqual(empty);
    expect((await f.call(user, 'POST', path, { message: 'x'.repeat(5001) })).body).toEqual({
      message: ['Use at most 5,000 characters.'],
    });
    const withFiles = await f.call(user, 'POST', path, { message: 'See attached', attachments: ['a.png'] });
    expect(withFiles).toEqual({ status: 400, body: { attachments: [SUPPORT_JSON_ATTACHMENTS_TEXT] } });
  });

  it('describes both bodies of a reply in the OpenAPI document', async () => {
    const docs = await f.app.inject({ method: 'GET', url: '/api/docs/json' });
    const reply = docs.json().paths['/api/v1/support/requests/{id}/messages/'].post;
    expect(Object.keys(reply.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    const multipart = reply.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(multipart.properties).sort()).toEqual(['attachments', 'message']);
    expect(reply.requestBody.content['application/json'].schema.properties).toHaveProperty('message');
  });
});
