import { describe, expect, it } from 'vitest';
import { readSupportQuery, withFilter, withPage } from './support-query';

describe('the Support Center’s filters in the URL', () => {
  it('reads the known values and leaves out the rest', () => {
    expect(
      readSupportQuery(
        new URLSearchParams(
          'type=ticket&status=nope&priority=high&category=billing&search=+a+&sort=x&page=3',
        ),
      ),
    ).toEqual({
      page: 3,
      page_size: 20,
      type: 'ticket',
      status: undefined,
      priority: 'high',
      category: 'billing',
      search: 'a',
      sort: '-last_activity',
    });
    expect(readSupportQuery(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('goes back to the first page when a filter changes, and drops empty and default values', () => {
    const params = new URLSearchParams('type=ticket&page=4');
    expect(withFilter(params, 'status', 'open').toString()).toBe('type=ticket&status=open');
    expect(withFilter(params, 'type', '').toString()).toBe('');
    expect(withFilter(params, 'sort', '-last_activity').toString()).toBe('type=ticket');
    expect(withPage(params, 1).toString()).toBe('type=ticket');
    expect(withPage(params, 2).toString()).toBe('type=ticket&page=2');
  });
});
