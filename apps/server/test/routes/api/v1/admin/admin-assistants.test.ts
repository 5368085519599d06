import { ZAdminAssistantSchema, ZAdminAssistantsResponseSchema, ZChatSummarySchema } from '@inkwell/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { readEvents, streamedText } from '../../../../helpers/event-stream-client.js';
import { filesForm, multipart } from '../../../../helpers/multipart.js';
import { call, send, startChatFixture, type TChatFixture } from '../ai/chat-fixture.js';
import { adminCall, auditOf } from './admin-fixture.js';

const assistant = (name: string, extra: object = {}) => ({
  name,
  description: 'Writes release notes people read.',
  category: 'Writing',
  system_prompt: 'You write short, friendly release notes.',
  ...extra,
});

describe('admin/assistants/: the assistants an operator offers', () => {
  let f: TChatFixture;
  let admin: TLoggedIn;
  beforeAll(async () => {
    f = await startChatFixture();
    admin = await injectWithLogin(f.app, { role: 'admin' });
  });
  afterAll(() => f?.close());

  const catalogue = async () =>
    ZAdminAssistantsResponseSchema.parse((await adminCall(f.app, admin, 'GET', 'assistants/')).json());
  const offered = async (user: TLoggedIn) =>
    (await (await call(f, user, 'GET', '/assistants/')).json()) as { id: number; name: string }[];
  const create = async (name: string, extra: object = {}) => {
    const response = await adminCall(f.app, admin, 'POST', 'assistants/', assistant(name, extra));
    expect(response.statusCode, response.body).toBe(201);
    return ZAdminAssistantSchema.parse(response.json());
  };

  it('a new assistant is offered to users at once, last; hidden when inactive; every change audited', async () => {
    const user = await injectWithLogin(f.app);
    const notes = await create('Release Notes Writer');
    expect(notes).toMatchObject({ active: true, chats: 0, avatar: '/assistants/general-assistant.svg' });
    expect((await offered(user)).at(-1)).toMatchObject({ id: notes.id, name: 'Release Notes Writer' });

    const hidden = await adminCall(f.app, admin, 'PATCH', `assistants/${notes.id}/`, { active: false });
    expect(hidden.json()).toMatchObject({ active: false });
    expect((await offered(user)).map((a) => a.id)).not.toContain(notes.id);
    expect((await call(f, user, 'POST', '/chats/', { assistant_id: notes.id })).status).toBe(404);
    expect((await catalogue()).map((a) => a.id)).toContain(notes.id);

    expect(await auditOf(f.app, 'assistant', notes.id)).toMatchObject([
      { action: 'assistant.create', after: { name: 'Release Notes Writer' } },
      { action: 'assistant.update', before: { active: true }, after: { active: false } },
    ]);
  });

  it('refuses empty or oversize fields with field errors, and an update with nothing in it', async () => {
    const bad = await adminCall(f.app, admin, 'POST', 'assistants/', {
      name: ' ',
      description: 'x'.repeat(501),
      category: '',
      system_prompt: '',
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        name: ['Give the assistant a name.'],
        description: ['Use at most 500 characters.'],
        category: ['Give it a category.'],
        system_prompt: ['Write the instructions the model follows.'],
      },
    ]);
    const [first] = await catalogue();
    const empty = await adminCall(f.app, admin, 'PATCH', `assistants/${first!.id}/`, {});
    expect(empty.statusCode).toBe(400);
    expect((await adminCall(f.app, admin, 'PATCH', 'assistants/999999/', { name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('an edited system prompt is what the provider gets in the very next answer', async () => {
    const tutor = await create('Patient Tutor');
    const user = await injectWithLogin(f.app);
    await f.app.balances.ensureAccount(user.id);
    const chat = (await (await call(f, user, 'POST', '/chats/', { assistant_id: tutor.id })).json()) as {
      id: number;
    };
    const prompt = 'You explain with one everyday example, then one question back.';
    await adminCall(f.app, admin, 'PATCH', `assistants/${tutor.id}/`, { system_prompt: prompt });
    f.fake.reply({ chunks: ['Think of a bakery.'] });
    await readEvents(await send(f, user, chat.id, 'What is inflation?'));
    const sent = f.fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]).toEqual({ role: 'system', content: prompt });
  });

  it('reorders what users see; an order that leaves one out is refused', async () => {
    const user = await injectWithLogin(f.app);
    const ids = (await catalogue()).map((a) => a.id);
    const reversed = [...ids].reverse();
    const saved = await adminCall(f.app, admin, 'PUT', 'assistants/order/', { ids: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    const active = new Set((await offered(user)).map((a) => a.id));
    expect((await offered(user)).map((a) => a.id)).toEqual(reversed.filter((id) => active.has(id)));
    const partial = await adminCall(f.app, admin, 'PUT', 'assistants/order/', { ids: reversed.slice(1) });
    expect([partial.statusCode, partial.json()]).toEqual([
      400,
      { ids: ['List every assistant exactly once.'] },
    ]);
    await adminCall(f.app, admin, 'PUT', 'assistants/order/', { ids });
  });

  it('takes an avatar re-encoded to a square WebP, serves it, and drops the one it replaces', async () => {
    const target = await create('Avatar Test');
    const upload = async (bytes: Buffer, type: string) => {
      const { payload, contentType } = await multipart(filesForm('file', { bytes, type }));
      return f.app.inject({
        method: 'POST',
        url: `/api/v1/admin/assistants/${target.id}/avatar/`,
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
    };
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const first = ZAdminAssistantSchema.parse((await upload(png, 'image/png')).json());
    expect(first.avatar).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    const served = await f.app.inject({ method: 'GET', url: first.avatar });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });

    const second = ZAdminAssistantSchema.parse((await upload(png, 'image/png')).json());
    expect(second.avatar).not.toBe(first.avatar);
    expect((await f.app.inject({ method: 'GET', url: first.avatar })).statusCode).toBe(404);

    const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect([text.statusCode, text.json()]).toEqual([
      415,
      { detail: 'The file must be a PNG, JPEG or WebP image.' },
    ]);
    expect((await catalogue()).find((a) => a.id === target.id)!.avatar).toBe(second.avatar);
    expect((await auditOf(f.app, 'assistant', target.id)).map((row) => row.action)).toEqual([
      'assistant.create',
      'assistant.avatar',
      'assistant.avatar',
    ]);
  });

  it('deletes an assistant nobody chatted with; one with chats is hidden and its chats still read', async () => {
    const unused = await create('Never Used');
    const removed = await adminCall(f.app, admin, 'DELETE', `assistants/${unused.id}/`);
    expect(removed.json()).toEqual({ outcome: 'deleted', detail: 'The assistant is deleted.' });
    expect((await catalogue()).map((a) => a.id)).not.toContain(unused.id);

    const used = await create('Used Once');
    const user = await injectWithLogin(f.app);
    const chat = (await (await call(f, user, 'POST', '/chats/', { assistant_id: used.id })).json()) as {
      id: number;
    };
    const kept = await adminCall(f.app, admin, 'DELETE', `assistants/${used.id}/`);
    expect(kept.json()).toMatchObject({ outcome: 'deactivated' });
    expect((await catalogue()).find((a) => a.id === used.id)).toMatchObject({ active: false, chats: 1 });
    const read = await call(f, user, 'GET', `/chats/${chat.id}/`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ assistant: { name: 'Used Once' } });
  });

  it("'try it' opens an admin test chat, even with an inactive assistant, whose answers spend nothing", async () => {
    const draft = await create('Draft Assistant', { active: false });
    const opened = await adminCall(f.app, admin, 'POST', `assistants/${draft.id}/try/`);
    expect(opened.statusCode, opened.body).toBe(201);
    const chat = ZChatSummarySchema.parse(opened.json());
    expect(chat).toMatchObject({ admin_test: true, title: 'Test of Draft Assistant' });

    await f.app.balances.ensureAccount(admin.id);
    const before = await storedBalances(f.app, admin.id);
    f.fake.reply({ chunks: ['Hello', ' there.'], usage: { prompt_tokens: 30, completion_tokens: 2 } });
    const events = await readEvents(await send(f, admin, chat.id, 'Say hello'));
    expect(streamedText(events)).toBe('Hello there.');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { usage: { total_tokens: 32 }, balance: before.chatbots_tokens },
    });
    expect(await storedBalances(f.app, admin.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, admin.id);
    const listed = (await (await call(f, admin, 'GET', '/chats/')).json()) as { results: { id: number }[] };
    expect(listed.results.map((c) => c.id)).toContain(chat.id);

    // A demoted admin's test chat no longer answers for free.
    await f.app.repositories.users.update(admin.id, { role: 'user' });
    const refused = await send(f, admin, chat.id, 'Again');
    expect(refused.status).toBe(403);
    await f.app.repositories.users.update(admin.id, { role: 'admin' });
  });
});
