import { describe, expect, it } from 'vitest';
import { listAuditChanges } from './audit-changes';

describe('listAuditChanges', () => {
  it('reads a change field by field, in words, nested values one line each', () => {
    const changes = listAuditChanges(
      { ai_image_tokens: 3, is_blocked: false, stripe: { mode: 'test' }, note: null },
      { ai_image_tokens: 28, is_blocked: true, stripe: { mode: 'live' }, note: 'Goodwill' },
    );
    expect(changes.map(({ label, before, after, changed }) => [label, before, after, changed])).toEqual([
      ['AI images', '3', '28', true],
      ['Is blocked', 'No', 'Yes', true],
      ['Stripe › Mode', 'test', 'live', true],
      ['Note', '—', 'Goodwill', true],
    ]);
  });

  it('lists what was created when there is no before, unchanged fields marked so', () => {
    expect(listAuditChanges(null, { role: 'user', tags: ['a', 'b'] })).toEqual([
      { key: 'role', label: 'Role', before: '—', after: 'user', changed: true },
      { key: 'tags', label: 'Tags', before: '—', after: 'a, b', changed: true },
    ]);
    expect(listAuditChanges({ role: 'user' }, { role: 'user' })[0]?.changed).toBe(false);
  });
});
