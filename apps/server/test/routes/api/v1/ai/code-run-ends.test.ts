import { ANSWER_STREAM_WORDS } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import {
  expectLedgerMatchesBalances,
  signedInWithBalance,
  storedBalances,
} from '../../../../helpers/balance.js';
import { readEvents } from '../../../../helpers/event-stream-client.js';
import { call, startChatFixture, type TChatFixture } from './chat-fixture.js';

const WRITE = { mode: 'write', language: 'typescript', prompt: 'A function that adds two numbers' };

/** One-unit runs (AI Code here, Templates share the machinery) end however early they stop. */
describe('AI Code: every run ends', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture({ AI_CODE_MODEL: 'fake-code-1' })));
  afterAll(() => f?.close());

  const run = (user: TLoggedIn) => call(f, user, 'POST', '/code/', WRITE);
  const stop = (user: TLoggedIn) => call(f, user, 'POST', '/code/stop/');

  it('Stop before the provider answered: Stop answers 204, the run is refused as stopped, nothing held or charged', async () => {
    const user = await signedInWithBalance(f.app);
    const before = await storedBalances(f.app, user.id);
    const held = f.fake.holdNext();
    const running = run(user);
    await held.arrived;

    expect((await stop(user)).status).toBe(204);
    const refused = await running;
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: ANSWER_STREAM_WORDS.stoppedBeforeAnswer });
    held.release();
    expect((await stop(user)).status).toBe(409);
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
    // The tool takes the next run.
    expect((await readEvents(await run(user))).at(-1)?.event).toBe('done');
  });

  it('Stop after the provider accepted but before any text: the error event, nothing saved or charged', async () => {
    const user = await signedInWithBalance(f.app);
    const before = await storedBalances(f.app, user.id);
    f.fake.reply({ chunks: ['never'], hangAfter: 0 });
    const response = await run(user);
    expect(response.status).toBe(200);
    const reading = readEvents(response);
    expect((await stop(user)).status).toBe(204);
    expect(await reading).toEqual([
      { event: 'error', data: { detail: ANSWER_STREAM_WORDS.stoppedBeforeAnswer } },
    ]);
    expect(await storedBalances(f.app, user.id)).toEqual(before);
    await expectLedgerMatchesBalances(f.app, user.id);
  });
});
