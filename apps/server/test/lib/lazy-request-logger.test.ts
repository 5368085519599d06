import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createRequestLogger } from '../../src/lib/lazy-request-logger.js';

function setup(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const parent = pino({ level }, stream) as unknown as FastifyBaseLogger;
  const child = vi.spyOn(parent, 'child');
  const make = (options = {}) =>
    createRequestLogger.call({} as FastifyInstance, parent, { reqId: 'r-1' }, options, {} as never);
  return { lines, child, make };
}

describe('createRequestLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const { lines, child, make } = setup('info');
    const log = make();
    log.debug({ url: '/' }, 'request');
    log.trace('detail');
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('logs with the request id once something is worth it', () => {
    const { lines, child, make } = setup('info');
    const log = make();
    log.error({ status: 500 }, 'request');
    log.info('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ reqId, msg, status }) => ({ reqId, msg, status }))).toEqual([
      { reqId: 'r-1', msg: 'request', status: 500 },
      { reqId: 'r-1', msg: 'again', status: undefined },
    ]);
  });

  it('follows a level set on it, and a route level at once', () => {
    const { lines, make } = setup('info');
    const log = make();
    log.level = 'debug';
    log.debug('now shown');
    expect(lines.map((line) => line.msg)).toEqual(['now shown']);
    const quiet = make({ level: 'error' });
    quiet.info('hidden');
    expect(quiet.level).toBe('error');
    expect(lines).toHaveLength(1);
  });

  it('hands out children that keep the request id', () => {
    const { lines, make } = setup('info');
    make().child({ part: 'stripe' }).warn('late event');
    expect(lines[0]).toMatchObject({ reqId: 'r-1', part: 'stripe', msg: 'late event' });
  });
});
