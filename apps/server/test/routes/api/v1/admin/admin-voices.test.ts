import { ZAdminVoiceSchema, ZAdminVoicesResponseSchema, type TVoice } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewKey } from '../../../../../src/services/ai-speech/voice-previews.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { signedInWithBalance } from '../../../../helpers/balance.js';
import { call, startChatFixture, type TChatFixture } from '../ai/chat-fixture.js';
import { adminCall, auditOf } from './admin-fixture.js';

/** The voices library as an admin manages it, on the offline engines (Flite, eSpeak NG). */
describe('admin/voices/: the voices users may pick', () => {
  let f: TChatFixture;
  let admin: TLoggedIn;
  beforeAll(async () => {
    f = await startChatFixture();
    admin = await injectWithLogin(f.app, { role: 'admin' });
  });
  afterAll(() => f?.close());

  const library = async () =>
    ZAdminVoicesResponseSchema.parse((await adminCall(f.app, admin, 'GET', 'voices/')).json());
  const offered = async (user: TLoggedIn, query = '') =>
    (await (await call(f, user, 'GET', `/voices/${query}`)).json()) as TVoice[];
  const flite = async (name: string) =>
    (await library()).find((v) => v.engine === 'flite' && v.engine_name === name)!;
  const patch = (id: number, body: object) => adminCall(f.app, admin, 'PATCH', `voices/${id}/`, body);

  it('a voice switched off leaves the users’ list and cannot be used; on again, it is back', async () => {
    const user = await signedInWithBalance(f.app);
    const kal = await flite('Kal');
    expect(kal).toMatchObject({ available: true, enabled: true, language_default: false, speeches: 0 });
    const off = await patch(kal.id, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await offered(user)).map((v) => v.id)).not.toContain(kal.id);
    const refused = await call(f, user, 'POST', '/text-to-speech/', {
      text: 'Hello there.',
      voice_id: kal.id,
      speed: 1,
      format: 'wav',
    });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { voice_id: ['Pick one of the voices listed.'] },
    ]);
    await patch(kal.id, { enabled: true });
    expect((await offered(user)).map((v) => v.id)).toContain(kal.id);
    expect((await auditOf(f.app, 'voice', kal.id)).map((row) => [row.action, row.after])).toEqual([
      ['voice.update', { enabled: false }],
      ['voice.update', { enabled: true }],
    ]);
  });

  it('renames a voice for users (empty gives back the engine’s name), validated', async () => {
    const user = await signedInWithBalance(f.app);
    const awb = await flite('AWB');
    expect((await patch(awb.id, { name: 'Alan (Scottish)' })).json()).toMatchObject({
      name: 'Alan (Scottish)',
      engine_name: 'AWB',
    });
    expect((await offered(user)).find((v) => v.id === awb.id)!.name).toBe('Alan (Scottish)');
    expect((await patch(awb.id, { name: '' })).json()).toMatchObject({ name: 'AWB' });
    const long = await patch(awb.id, { name: 'x'.repeat(121) });
    expect([long.statusCode, long.json()]).toEqual([400, { name: ['Use at most 120 characters.'] }]);
    expect((await patch(awb.id, {})).statusCode).toBe(400);
    expect((await patch(999_999, { enabled: true })).statusCode).toBe(404);
  });

  it('keeps one default per language, which users’ voices show; a voice switched off stops being it', async () => {
    const user = await signedInWithBalance(f.app);
    const slt = await flite('SLT');
    const rms = await flite('RMS');
    expect((await patch(slt.id, { language_default: true })).json()).toMatchObject({
      language_default: true,
    });
    expect((await patch(rms.id, { language_default: true })).statusCode).toBe(200);
    const english = (await library()).filter((v) => v.language.startsWith('en'));
    expect(english.filter((v) => v.language_default).map((v) => v.id)).toEqual([rms.id]);
    const listed = await offered(user, '?language=en');
    expect(listed.filter((v) => v.language_default).map((v) => v.id)).toEqual([rms.id]);

    // Another language's default is untouched by English's.
    const german = (await library()).find((v) => v.language === 'de')!;
    await patch(german.id, { language_default: true });
    expect((await flite('RMS')).language_default).toBe(true);

    expect((await patch(rms.id, { enabled: false })).json()).toMatchObject({
      enabled: false,
      language_default: false,
    });
    const refused = await patch(rms.id, { language_default: true });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { language_default: ['Switch the voice on before making it its language’s default.'] },
    ]);
    await patch(rms.id, { enabled: true });
  });

  it('regenerates previews: the stored clips are dropped and made again on the next play', async () => {
    const slt = await flite('SLT');
    const first = await fetch(f.base.replace(/\/api\/v1\/ai$/, '') + slt.preview_url);
    expect(first.status).toBe(200);
    expect(await f.app.media.get(previewKey(slt.id))).toBeDefined();

    const one = await adminCall(f.app, admin, 'POST', `voices/${slt.id}/preview/`);
    expect(one.json()).toEqual({ cleared: 1 });
    expect(await f.app.media.get(previewKey(slt.id))).toBeUndefined();
    const again = await fetch(
      f.base.replace(/\/api\/v1\/ai$/, '') + ZAdminVoiceSchema.parse(await flite('SLT')).preview_url,
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('audio/mpeg');
    expect(await f.app.media.get(previewKey(slt.id))).toBeDefined();

    const all = await adminCall(f.app, admin, 'POST', 'voices/previews/');
    expect(all.json()).toEqual({ cleared: (await library()).length });
    expect(await f.app.media.get(previewKey(slt.id))).toBeUndefined();
    expect((await auditOf(f.app, 'voice', slt.id)).map((row) => row.action)).toContain('voice.previews');
  });
});
