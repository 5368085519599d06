import { rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../helpers/build-app.js';
import { createWebDistFixture, FIXTURE_BUNDLE, OUTSIDE_SECRET } from '../../helpers/web-dist-fixture.js';

const BUNDLE = '/assets/index-Bx7k2Qa9.js';

describe('web app serving', () => {
  let ctx: TTestApp;
  let root: string;

  beforeAll(async () => {
    const fixture = await createWebDistFixture();
    root = fixture.root;
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: fixture.dist, PRODUCT_NAME: 'Quill & "Co" <Studio>' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('serves a hashed asset immutable, brotli-compressed when accepted', async () => {
    const response = await get(BUNDLE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(FIXTURE_BUNDLE.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FIXTURE_BUNDLE);
  });

  it('falls back to gzip, then to identity', async () => {
    const gzip = await get(BUNDLE, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FIXTURE_BUNDLE);
    const identity = await get(BUNDLE, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(FIXTURE_BUNDLE);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(BUNDLE);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await get(BUNDLE, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('serves public files with no-cache and the right type', async () => {
    const avatar = await get('/avatars/amelia-hart.svg');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.headers['cache-control']).toBe('no-cache');
    expect((await get('/theme-init.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves index.html with the product name applied and HTML-escaped', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<meta name="product-name" content="Quill &amp; &quot;Co&quot; &lt;Studio&gt;" />',
    );
    expect(response.body).toContain(
      '<title>Quill &amp; &quot;Co&quot; &lt;Studio&gt; — AI content studio</title>',
    );
    expect(response.body).toContain(
      '<a aria-label="Quill &amp; &quot;Co&quot; &lt;Studio&gt; home" href="/">Quill &amp; &quot;Co&quot; &lt;Studio&gt;</a><h1>Home</h1>',
    );
    expect(response.body).not.toContain('Inkwell');
  });

  it.each(['/login', '/login/', '/login?next=%2Fuser'])(
    "answers %s with the login page's own prerendered document",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = response.body;
      expect(body).toContain('<h1>Log in to Quill &amp; &quot;Co&quot; &lt;Studio&gt;</h1>');
      expect(body).not.toContain('Inkwell');
    },
  );

  it.each(['/about-us', '/user/anything', '/user/saved/generate-code/12', '/contact-us?from=footer'])(
    'answers the SPA route %s with the empty shell, not another page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('<h1>');
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/about-us' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a missing hashed asset 404 rather than HTML', async () => {
    const response = await get('/assets/index-gone1234.js');
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5c..%5csecret.txt',
    '/.vite/manifest.json',
  ])('never serves files outside the build (%s)', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain(OUTSIDE_SECRET);
    expect(response.statusCode === 404 || response.body.includes('<div id="root"></div>')).toBe(true);
  });

  it('sends the strict CSP with pages', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends documents the whole set, scripts and styles only what acts on them', async () => {
    for (const url of ['/', '/favicon.svg', '/about-us']) {
      const headers = (await get(url)).headers;
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    for (const url of [BUNDLE, '/assets/index-D4f0aa1c.css']) {
      const headers = (await get(url, { 'accept-encoding': 'br' })).headers;
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['x-request-id'], url).toBeTruthy();
    }
    const missing = await get('/assets/index-gone1234.js');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('web app answered before Fastify, over real HTTP (decision 021)', () => {
  let ctx: TTestApp;
  let root: string;
  let base: string;

  beforeAll(async () => {
    const fixture = await createWebDistFixture();
    root = fixture.root;
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: fixture.dist, PRODUCT_NAME: 'Quill' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** The bytes as sent (fetch would decompress them). */
  const rawRequest = (url: string, method: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** Everything but what differs per answer (the date, the connection, the request id). */
  const comparable = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
      ),
    );

  it.each([
    ['GET', '/', {}],
    ['GET', '/login/', {}],
    ['GET', BUNDLE, { 'accept-encoding': 'br' }],
    ['GET', BUNDLE, { 'accept-encoding': 'gzip' }],
    ['HEAD', '/favicon.svg', {}],
    ['GET', '/about-us', {}],
    ['GET', '/assets/index-gone1234.js', {}],
    ['GET', '/api/health', {}],
    ['POST', '/', {}],
  ] as const)('answers %s %s as the app does through Fastify', async (method, url, headers) => {
    const viaHttp = await rawRequest(`${base}${url}`, method, headers);
    const viaFastify = await ctx.app.inject({ method, url, headers });
    expect(viaHttp.status).toBe(viaFastify.statusCode);
    expect(comparable(viaHttp.headers)).toEqual(comparable(viaFastify.headers));
    expect(viaHttp.headers['x-request-id']).toBeTruthy();
    expect(viaHttp.body.equals(viaFastify.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching ETag and echoes a sane X-Request-Id', async () => {
    const first = await fetch(`${base}/`);
    const etag = first.headers.get('etag')!;
    const second = await fetch(`${base}/`, {
      headers: { 'if-none-match': etag, 'x-request-id': 'proxy-id-42' },
    });
    expect(second.status).toBe(304);
    expect(second.headers.get('x-request-id')).toBe('proxy-id-42');
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('web app compressed at build time', () => {
  let ctx: TTestApp;
  let root: string;
  let dist: string;
  // Quality 4, so bytes served as they are differ from what the server's own q11 would make.
  const quick = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const FRESH = '/assets/fresh-A1b2C3d4.js';
  const STALE = '/assets/stale-E5f6G7h8.js';

  beforeAll(async () => {
    ({ root, dist } = await createWebDistFixture());
    await writeFile(join(dist, FRESH), FIXTURE_BUNDLE);
    await writeFile(join(dist, `${FRESH}.br`), quick(FIXTURE_BUNDLE));
    await writeFile(join(dist, `${FRESH}.gz`), gzipSync(FIXTURE_BUNDLE, { level: 1 }));
    // Left over from an earlier build: it decodes to other content and must not be served.
    await writeFile(join(dist, STALE), FIXTURE_BUNDLE);
    await writeFile(join(dist, `${STALE}.br`), quick(`${FIXTURE_BUNDLE}// older`));
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it("serves the build's compressed bytes as they are", async () => {
    const response = await get(FRESH, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(quick(FIXTURE_BUNDLE))).toBe(true);
  });

  it('compresses a file itself when its compressed copy does not match it', async () => {
    const response = await get(STALE, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FIXTURE_BUNDLE);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get(`${FRESH}.br`)).statusCode).toBe(404);
    expect((await get(`${FRESH}.gz`)).statusCode).toBe(404);
  });
});

describe('web app not built', () => {
  let ctx: TTestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('answers pages 503 with a clear detail, and the API still works', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/about-us' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({ detail: 'The web app is not built. Run npm run build.' });
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/reviews' });
    expect(api.statusCode).toBe(200);
  });
});
