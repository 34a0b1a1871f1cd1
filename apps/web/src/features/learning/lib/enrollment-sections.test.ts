import { describe, expect, it } from 'vitest';
import { makeEnrollment } from '../../../app/testing/enrollment-fixtures';
import { splitEnrollments } from './enrollment-sections';

describe('splitEnrollments', () => {
  it('puts opened or watched courses in progress, the rest in enrolled, completed ones apart', () => {
    const fresh = makeEnrollment({ course: { title: 'Fresh' } });
    const opened = makeEnrollment({ course: { title: 'Opened' }, startedAt: '2026-02-02T10:00:00.000Z' });
    const watched = makeEnrollment({ course: { title: 'Watched' }, progressPercent: 10 });
    const done = makeEnrollment({
      course: { title: 'Done' },
      startedAt: '2026-02-02T10:00:00.000Z',
      progressPercent: 100,
      completedAt: '2026-02-05T10:00:00.000Z',
    });
    const sections = splitEnrollments([fresh, opened, watched, done]);
    expect(sections.notStarted).toEqual([fresh]);
    expect(sections.inProgress.map((enrollment) => enrollment.course.title).sort()).toEqual([
      'Opened',
      'Watched',
    ]);
    expect(sections.completed).toEqual([done]);
  });

  it('lists the latest visited course first', () => {
    const older = makeEnrollment({
      course: { title: 'Older' },
      startedAt: '2026-02-01T10:00:00.000Z',
      lastVisitedAt: '2026-02-01T10:00:00.000Z',
    });
    const newer = makeEnrollment({
      course: { title: 'Newer' },
      startedAt: '2026-01-01T10:00:00.000Z',
      lastVisitedAt: '2026-02-09T10:00:00.000Z',
    });
    expect(splitEnrollments([older, newer]).inProgress.map((enrollment) => enrollment.course.title)).toEqual([
      'Newer',
      'Older',
    ]);
  });
});
