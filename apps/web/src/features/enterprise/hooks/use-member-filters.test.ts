import { describe, expect, it } from 'vitest';
import { memberFilterParams, membersQuery, parseMemberFilters } from './use-member-filters';

describe('member filters in the URL', () => {
  it('reads the list state, falling back on bad values', () => {
    expect(
      parseMemberFilters(
        new URLSearchParams('q=ada&status=PENDING&sort=email&order=desc&page=3&view=progress&logPage=2'),
      ),
    ).toEqual({
      search: 'ada',
      status: 'PENDING',
      sort: 'email',
      order: 'desc',
      page: 3,
      view: 'progress',
      logPage: 2,
    });
    expect(
      parseMemberFilters(new URLSearchParams('status=GONE&sort=salary&order=up&page=-1&view=x')),
    ).toEqual({
      search: '',
      status: null,
      sort: 'name',
      order: 'asc',
      page: 1,
      view: 'access',
      logPage: 1,
    });
  });

  it('writes only what differs from the defaults, and asks the API with the trimmed search', () => {
    const filters = parseMemberFilters(new URLSearchParams('q=%20ada%20&page=2'));
    expect(memberFilterParams(filters).toString()).toBe('q=+ada+&page=2');
    expect(membersQuery(filters)).toEqual({ currentPage: 2, sort: 'name', order: 'asc', search: 'ada' });
    expect(memberFilterParams(parseMemberFilters(new URLSearchParams())).toString()).toBe('');
  });
});
