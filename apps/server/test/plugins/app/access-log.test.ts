import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-error.js';
import { SLOW_REQUEST_MS } from '../../../src/plugins/app/access-log.js';
import { useTestApp } from '../../helpers/build-app.js';
import { captureLog, LOG_LEVEL as LEVEL } from '../../helpers/log-capture.js';

interface TLogLine {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
}

const accessLines = (lines: TLogLine[]) => lines.filter((line) => line.url !== undefined);

describe('request logs at the default level (info)', () => {
  const log = captureLog<TLogLine>();
  const ctx = useTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: log.stream,
    beforeReady: (app) => {
      app.get('/api/test/fails', async () => {
        throw new Error('boom');
      });
      app.get('/api/test/unavailable', async () => {
        throw new HttpError(503, 'Away for a moment.', { 'retry-after': '5' });
      });
      app.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
        return { ok: true };
      });
    },
  });

  it('writes nothing for an ordinary answer (Fastify wrote two lines)', async () => {
    log.lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/plans/' });
    expect(response.statusCode).toBe(200);
    expect(log.lines).toEqual([]);
  });

  it('writes one error line for a server error, with method, url and status', async () => {
    log.lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/fails' });
    expect(response.statusCode).toBe(500);
    expect(accessLines(log.lines)).toEqual([
      expect.objectContaining({ level: LEVEL.error, method: 'GET', url: '/api/test/fails', status: 500 }),
    ]);
  });

  it('writes a 503 (a refusal on purpose, said once where it is seen) at warn', async () => {
    log.lines.length = 0;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(accessLines(log.lines)).toEqual([
      expect.objectContaining({ level: LEVEL.warn, url: '/api/test/unavailable', status: 503 }),
    ]);
  });

  it('writes one info line for a slow answer', async () => {
    log.lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/test/slow' });
    const [line, ...rest] = accessLines(log.lines);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: LEVEL.info,
      msg: 'slow request',
      url: '/api/test/slow',
      status: 200,
    });
    expect(line!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});

describe('request logs at debug', () => {
  const log = captureLog<TLogLine>();
  const ctx = useTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });

  it('writes exactly one access line per request', async () => {
    log.lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/plans/' });
    expect(accessLines(log.lines)).toEqual([
      expect.objectContaining({ level: LEVEL.debug, msg: 'request', method: 'GET', status: 200 }),
    ]);
    expect(log.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('leaves a media link’s signature out of the line', async () => {
    log.lines.length = 0;
    await ctx.app.inject({
      method: 'GET',
      url: '/media/users/1/images/a.webp?expires=1&signature=s3cr3t&x=1',
    });
    expect(accessLines(log.lines)).toEqual([
      expect.objectContaining({
        url: '/media/users/1/images/a.webp?expires=1&signature=[redacted]&x=1',
        status: 403,
      }),
    ]);
  });
});
