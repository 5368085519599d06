import { describe, expect, it } from 'vitest';
import { acceptedEncodings, matchesEtag } from '../../src/lib/accept-encoding.js';
import { applyProductName } from '../../src/lib/html.js';
import { ResponseCache } from '../../src/lib/response-cache.js';
import { RouteTable } from '../../src/lib/route-table.js';

describe('RouteTable', () => {
  const table = new RouteTable();
  table.add('/api/v1/payments/plans/', ['GET', 'HEAD']);
  table.add('/api/v1/orders/:id', 'GET');
  table.add('/api/v1/orders/:id/', 'DELETE');
  table.add('/api/docs/static/*', 'GET');

  it('matches concrete paths to patterns, with or without the trailing slash', () => {
    expect(table.findAllowedMethods('/api/v1/payments/plans')).toEqual(['GET', 'HEAD']);
    expect(table.findAllowedMethods('/api/v1/orders/42/?x=1')).toEqual(['DELETE', 'GET']);
    expect(table.findAllowedMethods('/api/docs/static/a/b.js')).toEqual(['GET']);
    expect(table.findAllowedMethods('/api/v1/orders/42/items')).toEqual([]);
  });
});

describe('acceptedEncodings', () => {
  it('reads brotli and gzip, honours q=0 and wildcards', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('br;q=0, gzip')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*;q=0.5, gzip;q=0')).toEqual({ br: true, gzip: false });
    expect(acceptedEncodings('identity')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });

  it('answers the same for a header seen again', () => {
    expect(acceptedEncodings('BR;q=0.1')).toEqual({ br: true, gzip: false });
    expect(acceptedEncodings('BR;q=0.1')).toEqual({ br: true, gzip: false });
  });
});

describe('matchesEtag', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false);
  });
});

describe('applyProductName', () => {
  it('leaves a page without the tags unchanged and survives $ patterns in the name', () => {
    expect(applyProductName('<p>Inkwell</p>', 'Quill')).toBe('<p>Inkwell</p>');
    expect(applyProductName('<title>Inkwell</title>', "$& $1 O'Neil")).toBe(
      '<title>$&amp; $1 O&#39;Neil</title>',
    );
  });
});

describe('ResponseCache', () => {
  it('loads once per TTL, freezes values and reloads after invalidate or expiry', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ResponseCache(1000, () => now);
    const load = async () => ({ n: ++loads, nested: { list: [1] } });
    const first = await cache.remember('k', load);
    expect(await cache.remember('k', load)).toBe(first);
    expect(Object.isFrozen(first.nested.list)).toBe(true);
    cache.invalidate('k');
    expect((await cache.remember('k', load)).n).toBe(2);
    now = 1001;
    expect((await cache.remember('k', load)).n).toBe(3);
  });

  it('forgets a failed load', async () => {
    const cache = new ResponseCache();
    await expect(cache.remember('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.remember('k', async () => 'ok')).toBe('ok');
  });
});
