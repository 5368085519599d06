import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ProviderCallStats } from '../../../src/services/admin/provider-call-stats.js';
import { SpendRollup } from '../../../src/services/admin/spend-rollup.js';
import { Generations } from '../../../src/services/ai-generations/generations.js';
import { buildTestApp } from '../../helpers/build-app.js';

/** Which of the spied steps ran, in the order they were first called. */
function firstCallOrder(steps: Record<string, MockInstance>): string[] {
  return Object.entries(steps)
    .filter(([, spy]) => spy.mock.invocationCallOrder.length > 0)
    .sort(([, a], [, b]) => a.mock.invocationCallOrder[0]! - b.mock.invocationCallOrder[0]!)
    .map(([name]) => name);
}

/** The periodic tasks, answered at once: only whether a timer runs them is tested here. */
function periodicTasks(app: FastifyInstance): Record<string, MockInstance> {
  return {
    'mail purge': vi.spyOn(app.mailer, 'purgeExpired').mockResolvedValue(0),
    'IP retention': vi.spyOn(app.ipRetention, 'sweep').mockResolvedValue(0),
    'spend roll-up': vi.spyOn(SpendRollup.prototype, 'roll').mockResolvedValue(''),
    'provider statistics': vi.spyOn(ProviderCallStats.prototype, 'flush').mockResolvedValue(),
    'stale holds': vi.spyOn(app.balances, 'releaseStale').mockResolvedValue(0),
  };
}

/** plugins/app/service-lifecycle.ts: when the services start and stop, and the work they repeat. */
describe('the services’ starts, stops and timers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts the services once ready, in order; a close runs the preClose steps, then the onClose steps, in order', async () => {
    let starts: Record<string, MockInstance> = {};
    const test = await buildTestApp({
      beforeReady: (app) => {
        starts = {
          'mail purge': vi.spyOn(app.mailer, 'purgeExpired'),
          'mail sending': vi.spyOn(app.mailer, 'start'),
          'voice previews': vi.spyOn(app.voices, 'prepare'),
          'instance lease': vi.spyOn(app.instanceLeases, 'start'),
          'IP retention': vi.spyOn(app.ipRetention, 'sweep'),
          'spend roll-up': vi.spyOn(SpendRollup.prototype, 'roll'),
        };
      },
    });
    expect(firstCallOrder(starts)).toEqual([
      'mail purge',
      'mail sending',
      'voice previews',
      'instance lease',
      'IP retention',
      'spend roll-up',
    ]);

    const { app } = test;
    const stops = {
      'transcription jobs': vi.spyOn(app.transcriptionJobs, 'close'),
      'voice previews': vi.spyOn(app.voices, 'closePreviews'),
      'provider statistics': vi.spyOn(ProviderCallStats.prototype, 'flush'),
      'running answers': vi.spyOn(Generations.prototype, 'stopAll'),
      'hand-back': vi.spyOn(app.instanceLeases, 'handBack'),
      'answer registry': vi.spyOn(Generations.prototype, 'close'),
      mailer: vi.spyOn(app.mailer, 'close'),
      invalidation: vi.spyOn(app.invalidation, 'close'),
    };
    await test.close();
    expect(firstCallOrder(stops)).toEqual(Object.keys(stops));
  });

  it('runs each periodic task on a timer of its own while the app is up, and clears every timer it started on close', async () => {
    // Every interval started while the app is built and readied, with its task.
    const started = new Map<NodeJS.Timeout, () => void>();
    const setIntervalAsIs = globalThis.setInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((task: () => void, ms: number) => {
      const timer = setIntervalAsIs(task, ms);
      started.set(timer, task);
      return timer;
    }) as typeof setInterval);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const test = await buildTestApp();
    vi.mocked(globalThis.setInterval).mockRestore();

    const tasks = periodicTasks(test.app);
    for (const task of started.values()) task();
    for (const [name, spy] of Object.entries(tasks)) expect([name, spy.mock.calls.length]).toEqual([name, 1]);

    await test.close();
    const clearedTimers = new Set(cleared.mock.calls.map(([timer]) => timer));
    const leftRunning = [...started.keys()].filter((timer) => !clearedTimers.has(timer));
    expect(leftRunning).toEqual([]);
  });
});
