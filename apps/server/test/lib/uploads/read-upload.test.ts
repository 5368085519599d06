import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, SUPPORT_ATTACHMENT_MAX_BYTES } from '@inkwell/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DETAIL } from '../../../src/lib/uploads/read-upload.js';
import { pcmWav } from '../../../src/providers/speech/audio-codec.js';
import type { TLoggedIn } from '../../helpers/accounts.js';
import { signedInWithBalance, storedBalances } from '../../helpers/balance.js';
import { buildTestApp, type TTestApp } from '../../helpers/build-app.js';
import { filesForm, multipart } from '../../helpers/multipart.js';

const SUPPORT_REQUEST = {
  subject: 'Invoice for October',
  category: 'billing',
  priority: 'high',
  message: 'Please send me the invoice for my October purchase.',
};

/** The one reader behind every upload (support requests, avatars, speech to text), through the API. */
describe('readUpload: every upload with its endpoint’s limits', () => {
  let ctx: TTestApp;
  let origin: string;
  let png: Buffer;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
  });
  afterAll(() => ctx?.close());

  const signedIn = () => signedInWithBalance(ctx.app, { speech_to_text_tokens: 5 });
  /** A POST to /api/v1/<path> as a browser sends it (a form, or a body of `type`); status and JSON answer. */
  async function post(user: TLoggedIn, path: string, body: FormData | Buffer | string, type?: string) {
    const response = await fetch(`${origin}/api/v1/${path}`, {
      method: 'POST',
      headers: { ...user.headers, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const supportForm = (...images: Buffer[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(SUPPORT_REQUEST)) form.set(name, value);
    for (const [index, bytes] of images.entries())
      form.append('attachments', new Blob([bytes], { type: 'image/png' }), `${index}.png`);
    return form;
  };
  const audioForm = (language: string, ...files: { bytes: Buffer; name: string }[]) => {
    const form = filesForm('file', ...files.map((file) => ({ ...file, type: 'audio/wav' })));
    form.set('language', language);
    return form;
  };
  const oneSecond = () => pcmWav(Buffer.alloc(16_000 * 2), 16_000);
  const avatars = () => readdir(join(ctx.config.DATA_DIR, 'media', 'avatars')).catch(() => []);

  it('refuses a file over its endpoint’s cap under the file field, and stores nothing', async () => {
    const user = await signedIn();
    const before = await storedBalances(ctx.app, user.id);
    const bigAvatar = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect(await post(user, 'users/profile/avatar/', filesForm('file', { bytes: bigAvatar }))).toEqual({
      status: 400,
      body: { file: ['Choose an image of 2 MB or less.'] },
    });
    expect((await ctx.app.repositories.users.findById(user.id))?.avatar).toBeFalsy();
    expect(await avatars()).toEqual([]);

    const bigImage = Buffer.concat([png, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]);
    expect(await post(user, 'support/requests/', supportForm(png, bigImage))).toEqual({
      status: 400,
      body: { attachments: ['Each image can be at most 5 MB.'] },
    });
    expect(
      await ctx.app.repositories.support.pageUserRequests(user.id, { page: 1, page_size: 10 }),
    ).toMatchObject({
      count: 0,
    });
    expect(await storedBalances(ctx.app, user.id)).toEqual(before);
  });

  it('refuses more files than the endpoint takes, under the file field', async () => {
    const user = await signedIn();
    const two = filesForm('file', { bytes: png }, { bytes: png, name: 'second.png' });
    expect(await post(user, 'users/profile/avatar/', two)).toEqual({
      status: 400,
      body: { file: ['Upload one image.'] },
    });
    expect(await avatars()).toEqual([]);
    const audio = { bytes: oneSecond(), name: 'one.wav' };
    expect(await post(user, 'ai/speech-to-text/', audioForm('en', audio, audio))).toEqual({
      status: 400,
      body: { file: ['Upload one audio file.'] },
    });
    expect(await ctx.app.repositories.transcriptions.findAllByUserId(user.id)).toEqual([]);
    // A form without the file it needs.
    expect(await post(user, 'users/profile/avatar/', new FormData())).toEqual({
      status: 400,
      body: { file: ['Choose a PNG, JPEG or WebP image.'] },
    });
  });

  it('answers 415 to a body that is not a multipart form, saying how to send it; 400 to one it cannot read', async () => {
    const user = await signedIn();
    const json = JSON.stringify(SUPPORT_REQUEST);
    expect(await post(user, 'support/requests/', json, 'application/json')).toEqual({
      status: 415,
      body: { detail: UPLOAD_DETAIL.notMultipart('attachments') },
    });
    expect(await post(user, 'ai/speech-to-text/', '{"language":"en"}', 'application/json')).toEqual({
      status: 415,
      body: { detail: UPLOAD_DETAIL.notMultipart('file') },
    });
    // Multipart in name only: no boundary to read it by.
    expect(await post(user, 'support/requests/', 'subject=Hi', 'multipart/form-data')).toEqual({
      status: 400,
      body: { detail: UPLOAD_DETAIL.unreadable },
    });
    // The raw image body the avatar endpoints once took.
    const raw = await post(user, 'users/profile/avatar/', png, 'image/png');
    expect(raw.status).toBe(415);
    expect(await avatars()).toEqual([]);
  });

  it('refuses a field cut at its size (under the field) and a form with too many parts (413)', async () => {
    const user = await signedIn();
    const long = supportForm();
    long.set('message', 'x'.repeat(17 * 1024));
    expect(await post(user, 'support/requests/', long)).toEqual({
      status: 400,
      body: { message: [UPLOAD_DETAIL.tooLong] },
    });
    const crowded = filesForm('file', { bytes: png });
    for (const name of ['a', 'b', 'c', 'd']) crowded.append(name, name);
    expect(await post(user, 'users/profile/avatar/', crowded)).toEqual({
      status: 413,
      body: { detail: UPLOAD_DETAIL.tooManyParts },
    });
  });

  it('reads a refused upload to its end: the connection answers the next request', async () => {
    const user = await signedIn();
    // Past the fields limit the parser still hands over the files after them, which nobody
    // reads: more of them than the sockets' buffers hold, so only reading them frees the client.
    const form = new FormData();
    for (let index = 0; index < 9; index += 1) form.set(`field${index}`, 'x');
    for (let index = 0; index < 3; index += 1)
      form.append(
        'attachments',
        new Blob([Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES - 1024)]),
        `${index}.png`,
      );
    const { payload, contentType } = await multipart(form);
    // One connection at a time: the second request waits until the first one's body is taken.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const sent = httpRequest(
          `${origin}/api/v1/${path}`,
          {
            method,
            agent,
            headers: { ...user.headers, ...(body ? { 'content-type': contentType } : {}) },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    try {
      expect(await send('POST', 'support/requests/', payload)).toBe(413);
      expect(await send('GET', 'support/requests/')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('removes the temporary file of a transcription upload it refuses', async () => {
    const user = await signedIn();
    const saved = process.env.TMPDIR;
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-upload-test-'));
    // os.tmpdir() reads TMPDIR on each call: this test's uploads land in `dir`.
    process.env.TMPDIR = dir;
    try {
      const huge = { bytes: Buffer.concat([oneSecond(), Buffer.alloc(26 * 1024 * 1024)]), name: 'huge.wav' };
      expect(await post(user, 'ai/speech-to-text/', audioForm('en', huge))).toEqual({
        status: 400,
        body: { file: ['The file is larger than 25 MB.'] },
      });
      const audio = { bytes: oneSecond(), name: 'one.wav' };
      expect((await post(user, 'ai/speech-to-text/', audioForm('en', audio, audio))).status).toBe(400);
      // Written whole, then refused by the service: a language no engine speaks (or no engine: 503).
      const unknown = await post(user, 'ai/speech-to-text/', audioForm('xx', audio));
      expect([400, 503]).toContain(unknown.status);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      await rm(dir, { recursive: true, force: true });
    }
    expect(await ctx.app.repositories.transcriptions.findAllByUserId(user.id)).toEqual([]);
  });
});
