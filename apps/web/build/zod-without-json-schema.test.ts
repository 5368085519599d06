import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportedNames, NOT_IN_THE_BROWSER } from './zod-without-json-schema';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const coreModule = (name: string) => readFile(join(zodRoot, 'v4/core', name), 'utf8');

describe('zod in the web build, without JSON Schema', () => {
  it('stubs every export of the two modules, the renamed ones included', async () => {
    expect(exportedNames(await coreModule('to-json-schema.js'))).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod', 'process']),
    );
    expect(exportedNames(await coreModule('json-schema-processors.js'))).toEqual(
      expect.arrayContaining(['aggregateChecks', 'stringProcessor', 'toJSONSchema']),
    );
  });

  it('parses, reports and validates as Standard Schema as before', async () => {
    const schema = z.object({ email: z.string().trim().min(1, 'Enter your email.') });
    const result = schema.safeParse({ email: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter your email.');
    expect(await schema['~standard'].validate({ email: 'a@b.c' })).toEqual({ value: { email: 'a@b.c' } });
  });

  it('says so when JSON Schema is asked for', () => {
    expect(() => z.string().toJSONSchema()).toThrow(NOT_IN_THE_BROWSER);
    expect(() => z.string().min(2).minLength).toThrow(NOT_IN_THE_BROWSER);
  });
});
