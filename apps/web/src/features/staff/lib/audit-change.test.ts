import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-change';

describe('auditChanges', () => {
  it('lists only the fields whose values differ, as text', () => {
    expect(
      auditChanges(
        { title: 'Old', hours: 1, published: false, same: 'x' },
        { title: 'New', hours: 1.5, published: true, same: 'x' },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'hours', before: '1', after: '1.5' },
      { field: 'published', before: 'false', after: 'true' },
    ]);
  });
  it('shows a created record’s fields as new and a removed one’s as gone', () => {
    expect(auditChanges(null, { status: 'NEW' })).toEqual([{ field: 'status', before: '—', after: 'NEW' }]);
    expect(auditChanges({ reason: '' }, { reason: null })).toEqual([
      { field: 'reason', before: '(empty)', after: 'none' },
    ]);
    expect(auditChanges({ lines: [1] }, { lines: [1, 2] })).toEqual([
      { field: 'lines', before: '[1]', after: '[1,2]' },
    ]);
  });
});
