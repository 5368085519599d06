import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadEnv, parseEnv } from '../../src/config/env.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      success: true,
      env: {
        PORT: 3000,
        HOST: '0.0.0.0',
        INSTANCE_LEASE_SECONDS: 30,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: resolve('data'),
        PRODUCT_NAME: 'Inkwell',
        TRUST_PROXY: false,
        WEB_DIST_DIR: resolve(import.meta.dirname, '../../../web/dist'),
        CONTACT_RATE_LIMIT_PER_HOUR: 5,
        SUPPORT_REPLY_RATE_LIMIT_PER_HOUR: 30,
        SUPPORT_ATTACHMENTS_PER_DAY: 30,
        PUBLIC_URL: 'http://localhost:3000',
        MAIL_FROM: 'Inkwell <no-reply@localhost>',
        MAIL_RETRY_FIRST_SECONDS: 30,
        MAIL_RETRY_MAX_SECONDS: 3600,
        AI_RATE_LIMIT_PER_MINUTE: 30,
        AI_CHAT_CONTEXT_TOKENS: 8192,
        AI_MAX_OUTPUT_TOKENS: 2048,
        AI_REQUEST_TIMEOUT_SECONDS: 600,
        AI_ALLOW_PRIVATE_HOSTS: true,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: true,
        MEDIA_MAX_DOWNLOADS: 64,
        VOICE_PREVIEWS_AHEAD: true,
        REDIS_KEY_PREFIX: 'inkwell:',
        SHUTDOWN_GRACE_SECONDS: 30,
        ANSWER_LEASE_SECONDS: 15,
      },
    });
  });

  it('validates the media storage and image size variables', () => {
    const bad = parseEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      AI_IMAGE_SIZES: '1024x1024,huge',
    });
    const problems = bad.success ? '' : bad.problems.join('\n');
    const limits = parseEnv({ MEDIA_MAX_DOWNLOADS: '0', VOICE_PREVIEWS_AHEAD: 'yes' });
    const limitProblems = limits.success ? '' : limits.problems.join('\n');
    expect(limitProblems).toMatch(/MEDIA_MAX_DOWNLOADS: must be at least 1/);
    expect(limitProblems).toMatch(/VOICE_PREVIEWS_AHEAD: /);
    expect(problems).toMatch(/S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(problems).toMatch(/S3_BUCKET: is needed when S3_ENDPOINT or S3 credentials are set/);
    expect(problems).toMatch(/AI_IMAGE_SIZES\.1: must be sizes such as 1024x1024/);
    const good = parseEnv({ S3_BUCKET: 'inkwell-media', AI_IMAGE_SIZES: ' 512x512, 1024X1024 ,512x512' });
    expect(good.success && [good.env.S3_BUCKET, good.env.AI_IMAGE_SIZES]).toEqual([
      'inkwell-media',
      ['512x512', '1024x1024'],
    ]);
  });

  it('validates the AI provider variables', () => {
    const bad = parseEnv({
      OPENAI_BASE_URL: 'localhost:11434',
      AI_RATE_LIMIT_PER_MINUTE: 'many',
      AI_TTS_VOICES: 'alloy,bella:woman',
      AI_ALLOW_PRIVATE_HOSTS: 'no',
    });
    const problems = bad.success ? '' : bad.problems.join('\n');
    expect(problems).toMatch(/OPENAI_BASE_URL: must be an http/);
    expect(problems).toMatch(/AI_RATE_LIMIT_PER_MINUTE: must be a whole number/);
    expect(problems).toMatch(/AI_TTS_VOICES\.1: must be voices such as alloy,af_bella:female/);
    expect(problems).toMatch(/AI_ALLOW_PRIVATE_HOSTS: must be true or false/);
    const voices = parseEnv({ AI_TTS_VOICES: ' af_bella:female, am_adam:male,alloy,alloy' });
    expect(voices.success && voices.env.AI_TTS_VOICES).toEqual([
      { id: 'af_bella', gender: 'female' },
      { id: 'am_adam', gender: 'male' },
      { id: 'alloy', gender: 'neutral' },
    ]);
    const good = parseEnv({
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      AI_CHAT_MODEL: ' llama3.1 ',
      AI_ALLOW_PRIVATE_HOSTS: 'false',
    });
    expect(
      good.success && [good.env.OPENAI_BASE_URL, good.env.AI_CHAT_MODEL, good.env.AI_ALLOW_PRIVATE_HOSTS],
    ).toEqual(['http://localhost:11434/v1', 'llama3.1', false]);
  });

  it('validates the accounts variables', () => {
    const bad = parseEnv({ JWT_SECRET: 'short', ADMIN_EMAIL: 'admin@example.com', PUBLIC_URL: 'ftp://x' });
    expect(bad.success).toBe(false);
    const problems = bad.success ? [] : bad.problems.join('\n');
    expect(problems).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(problems).toMatch(/PUBLIC_URL: must be an http/);
    expect(problems).toMatch(/ADMIN_PASSWORD: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither/);
    const good = parseEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://ink.example/',
      ADMIN_EMAIL: 'A@X.io',
      ADMIN_PASSWORD: 'longenough',
    });
    expect(good.success && [good.env.PUBLIC_URL, good.env.ADMIN_EMAIL]).toEqual([
      'https://ink.example',
      'a@x.io',
    ]);
  });

  it('treats empty values as unset', () => {
    const result = parseEnv({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' });
    expect(result.success && [result.env.PORT, result.env.DATABASE_URL, result.env.TRUST_PROXY]).toEqual([
      3000,
      undefined,
      false,
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    const result = parseEnv({ TRUST_PROXY: value });
    expect(result.success && result.env.TRUST_PROXY).toEqual(expected);
  });

  it('accepts postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://u@h/db', 'postgresql://u:p@h:5432/db']) {
      const result = parseEnv({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) });
      expect(result.success && result.env.DATABASE_URL).toBe(url);
    }
  });

  it('refuses DATABASE_URL without JWT_SECRET, with the other problems', () => {
    const result = parseEnv({ DATABASE_URL: 'postgres://u@h/db', PORT: 'eighty' });
    const problems = result.success ? [] : result.problems;
    expect(problems).toHaveLength(2);
    expect(problems).toContain(
      'JWT_SECRET: is needed with DATABASE_URL: every instance must sign with the same secret ' +
        '(unset, each would generate its own into its DATA_DIR)',
    );
    expect(problems.find((problem) => problem.startsWith('PORT:'))).toBeDefined();
  });

  it('reads JWT_SECRET_ROTATE', () => {
    const result = parseEnv({ JWT_SECRET_ROTATE: 'true' });
    expect(result.success && result.env.JWT_SECRET_ROTATE).toBe('true');
    expect(parseEnv({ JWT_SECRET_ROTATE: 'yes' }).success).toBe(false);
  });

  it('reads METRICS_TOKEN, refusing one too short to be a secret', () => {
    const result = parseEnv({ METRICS_TOKEN: 'a-scraper-token-0123456789' });
    expect(result.success && result.env.METRICS_TOKEN).toBe('a-scraper-token-0123456789');
    expect(parseEnv({ METRICS_TOKEN: 'short' })).toEqual({
      success: false,
      problems: ['METRICS_TOKEN: must be at least 16 characters'],
    });
  });

  it('reports every problem at once', () => {
    const result = parseEnv({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://u@h/db',
      TRUST_PROXY: 'yes, 10.0.0.0/99',
      CONTACT_RATE_LIMIT_PER_HOUR: '0',
      PRODUCT_NAME: 'x'.repeat(61),
    });
    expect(result.success).toBe(false);
    const problems = result.success ? [] : result.problems;
    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual([
      'CONTACT_RATE_LIMIT_PER_HOUR',
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'PRODUCT_NAME',
      'TRUST_PROXY',
    ]);
    expect(problems.find((p) => p.startsWith('TRUST_PROXY'))).toContain('invalid: yes, 10.0.0.0/99');
  });
});

describe('loadEnv', () => {
  it('prints every problem and exits 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit');
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => loadEnv({ PORT: '99999', LOG_LEVEL: 'loud' })).toThrow('exit');
      expect(exit).toHaveBeenCalledWith(1);
      const printed = String(error.mock.calls[0]?.[0]);
      expect(printed).toContain('PORT: must be at most 65535');
      expect(printed).toContain('LOG_LEVEL:');
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
