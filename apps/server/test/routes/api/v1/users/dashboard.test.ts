import { USAGE_DAYS, type TDashboardResponse, type TVoice } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { signedInWithBalance, storedBalances } from '../../../../helpers/balance.js';
import { readEvents } from '../../../../helpers/event-stream-client.js';
import { call, send, startChatFixture, type TChatFixture } from '../ai/chat-fixture.js';

/** The dashboard: the latest creations of each tool and 30 days of spending from the ledger. */
describe('GET users/dashboard/', () => {
  let f: TChatFixture;
  beforeAll(async () => {
    f = await startChatFixture({ AI_CODE_MODEL: 'fake-code-1' });
  });
  afterAll(() => f?.close());

  const dashboard = async (user: TLoggedIn, query = '') => {
    const response = await fetch(`${f.base.replace(/\/ai$/, '/users')}/dashboard/${query}`, {
      headers: user.headers,
    });
    return { status: response.status, body: (await response.json()) as TDashboardResponse };
  };

  it('starts empty: no creations, thirty days of nothing ending today', async () => {
    const user = await signedInWithBalance(f.app);
    const { status, body } = await dashboard(user);
    expect(status).toBe(200);
    expect(Object.values(body.latest).every((items) => items.length === 0)).toBe(true);
    expect(body.usage).toHaveLength(USAGE_DAYS);
    expect(body.usage.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.usage.every((day) => Object.values(day.spent).every((n) => n === 0))).toBe(true);
    expect(body.time_zone).toBe('UTC');
  });

  it('lists what the user made, newest first, and counts today what was spent', async () => {
    const user = await signedInWithBalance(f.app);
    const before = await storedBalances(f.app, user.id);
    const [assistant] = (await (await call(f, user, 'GET', '/assistants/')).json()) as {
      id: number;
      name: string;
    }[];
    const chat = (await (await call(f, user, 'POST', '/chats/', { assistant_id: assistant!.id })).json()) as {
      id: number;
    };
    await readEvents(await send(f, user, chat.id, 'Plan a trip to Lisbon'));
    await readEvents(
      await call(f, user, 'POST', '/code/', { mode: 'write', language: 'python', prompt: 'Add two numbers' }),
    );
    const voices = (await (await call(f, user, 'GET', '/voices/?engine=flite')).json()) as TVoice[];
    const slt = voices.find((voice) => voice.name === 'SLT')!;
    for (const text of ['First speech.', 'Second speech, the newest.'])
      expect(
        (await call(f, user, 'POST', '/text-to-speech/', { text, voice_id: slt.id, format: 'wav' })).status,
      ).toBe(201);

    const { body } = await dashboard(user);
    expect(body.latest.chats).toEqual([
      expect.objectContaining({ id: chat.id, title: 'Plan a trip to Lisbon', detail: assistant!.name }),
    ]);
    expect(body.latest.codes).toEqual([
      expect.objectContaining({ title: 'Add two numbers', detail: 'Python · Write new code' }),
    ]);
    expect(body.latest.speeches.map((item) => item.title)).toEqual([
      'Second speech, the newest.',
      'First speech.',
    ]);
    expect(body.latest.speeches[0]!.detail).toMatch(/^SLT · 0:0\d$/);
    expect(body.latest.images).toEqual([]);

    const after = await storedBalances(f.app, user.id);
    const today = body.usage.at(-1)!.spent;
    expect(today.chatbots_tokens).toBe(before.chatbots_tokens - after.chatbots_tokens);
    expect(today.chatbots_tokens).toBeGreaterThan(0);
    expect(today.code_generation_tokens).toBe(1);
    expect(today.text_to_speech_tokens).toBe(2);
    expect(body.usage.slice(0, -1).every((day) => day.spent.text_to_speech_tokens === 0)).toBe(true);

    const other = await signedInWithBalance(f.app);
    expect((await dashboard(other)).body.latest.speeches).toEqual([]);
  });

  it('counts what was used on its day in the user’s time zone: spent less given back, thirty days', async () => {
    const user = await signedInWithBalance(f.app);
    const row = (created_at: string, reason: 'spend' | 'refund' | 'admin_adjustment', delta: number) => ({
      user_id: user.id,
      capability: 'ai_image_tokens' as const,
      delta,
      balance_after: 0,
      reason,
      order_id: null,
      reference: null,
      created_at,
    });
    await f.app.db
      .insertInto('balance_ledger')
      .values([
        row('2026-03-10T23:30:00.000Z', 'spend', -2),
        row('2026-03-10T23:40:00.000Z', 'admin_adjustment', -5),
        row('2026-03-14T10:00:00.000Z', 'refund', -1),
        row('2026-03-12T10:00:00.000Z', 'spend', -3),
        row('2026-03-12T10:00:05.000Z', 'refund', 3),
        row('2026-03-13T10:00:00.000Z', 'spend', -4),
        row('2026-03-13T10:00:05.000Z', 'refund', 1),
        row('2026-02-01T10:00:00.000Z', 'spend', -7),
      ])
      .execute();
    const now = new Date('2026-03-15T12:00:00.000Z');
    const images = (timeZone: string) =>
      f.app.dashboard
        .get(user.id, { time_zone: timeZone }, now)
        .then(({ usage }) =>
          Object.fromEntries(
            usage
              .filter((day) => day.spent.ai_image_tokens > 0)
              .map((day) => [day.date, day.spent.ai_image_tokens]),
          ),
        );
    // An order's consumables taken back (a refund that takes) and holds given back are no use.
    expect(await images('UTC')).toEqual({ '2026-03-10': 2, '2026-03-13': 3 });
    expect(await images('Asia/Tokyo')).toEqual({ '2026-03-11': 2, '2026-03-13': 3 });
    const tokyo = await f.app.dashboard.get(user.id, { time_zone: 'Asia/Tokyo' }, now);
    expect([tokyo.usage[0]!.date, tokyo.usage.at(-1)!.date]).toEqual(['2026-02-14', '2026-03-15']);
  });

  it('refuses an unknown time zone (400) and a visitor (401)', async () => {
    const user = await signedInWithBalance(f.app);
    const bad = await dashboard(user, '?time_zone=Mars/Olympus');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ time_zone: ['Pick a time zone such as Europe/Berlin.'] });
    expect((await dashboard(user, '?time_zone=Europe/Berlin')).body.time_zone).toBe('Europe/Berlin');
    const visitor = await fetch(`${f.base.replace(/\/ai$/, '/users')}/dashboard/`);
    expect(visitor.status).toBe(401);
  });
});
