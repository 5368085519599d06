import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizingSerializerCompiler } from '../../src/lib/memoizing-serializer.js';

describe('memoizingSerializerCompiler', () => {
  let checks = 0;
  const schema = z.object({ name: z.string().refine(() => ++checks > 0) });
  const serialize = memoizingSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('encodes through the response schema (unknown keys are dropped)', () => {
    expect(serialize({ name: 'Ada', password: 'secret' })).toBe('{"name":"Ada"}');
  });

  it('encodes a frozen payload once and reuses its JSON', () => {
    const payload = Object.freeze({ name: 'Grace' });
    checks = 0;
    expect(serialize(payload)).toBe('{"name":"Grace"}');
    expect(serialize(payload)).toBe('{"name":"Grace"}');
    expect(checks).toBe(1);
  });

  it('encodes a mutable payload every time', () => {
    const payload = { name: 'Linus' };
    checks = 0;
    serialize(payload);
    payload.name = 'Linus T.';
    expect(serialize(payload)).toBe('{"name":"Linus T."}');
    expect(checks).toBe(2);
  });

  it('rejects a payload that breaks the schema', () => {
    expect(() => serialize({ name: 42 })).toThrow(/doesn't match the schema/);
  });
});
