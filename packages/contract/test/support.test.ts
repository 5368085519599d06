import { describe, expect, it } from 'vitest';
import { ZApplicationRequestSchema, ZContactRequestSchema } from '../src/index.js';

const contact = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Plans',
  message: 'Do you offer team plans?',
};

describe('ZContactRequestSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(ZContactRequestSchema.parse({ ...contact, name: '  Ada  ' }).name).toBe('Ada');
  });

  it('names the field and the problem', () => {
    const result = ZContactRequestSchema.safeParse({ ...contact, email: 'not-an-email', message: 'short' });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      email: 'Enter a valid email address.',
      message: 'Please write at least 10 characters.',
    });
  });
});

describe('ZApplicationRequestSchema', () => {
  const application = {
    kind: 'partner',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    website: '',
    team_size: '11-50',
    message: 'We resell writing tools to agencies across Europe.',
  };

  it('accepts an application without a website', () => {
    expect(ZApplicationRequestSchema.safeParse(application).success).toBe(true);
  });

  it('rejects a website that is not an http(s) URL and an unknown kind', () => {
    const result = ZApplicationRequestSchema.safeParse({
      ...application,
      website: 'javascript:alert(1)',
      kind: 'investor',
    });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['kind', 'website']);
  });
});
