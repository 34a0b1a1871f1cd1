import type { CourseDetail, CourseList, CourseSummary, Jurisdiction, PracticeArea } from '@counsel/contracts';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makeJurisdiction(code: string, name: string): Jurisdiction {
  return { id: uuid(), code, name, country: 'US', minutesPerCreditHour: 60 };
}

export function makePracticeArea(slug: string, name: string): PracticeArea {
  return { id: uuid(), slug, name };
}

export function makeCourseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: uuid(),
    slug: 'ethics-of-generative-ai',
    title: 'Ethics of Generative AI',
    summary: 'Where AI tools meet the duties of competence and confidentiality.',
    format: 'ON_DEMAND',
    level: 'INTERMEDIATE',
    durationMinutes: 90,
    liveStartsAt: null,
    thumbnailUrl: '/thumbnails/technology.svg',
    speakerNames: ['Marguerite Ashdown'],
    practiceAreas: [makePracticeArea('ethics', 'Ethics')],
    creditTypes: ['CLE', 'PARALEGAL_CLE'],
    maxCreditHours: 1.8,
    jurisdictionCount: 2,
    ...overrides,
  };
}

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const summary = makeCourseSummary(overrides);
  return {
    ...summary,
    description: 'First paragraph about <b>duties</b>.\n\nSecond paragraph with objectives.',
    price: { amountCents: 4900, currency: 'usd' },
    recordingAvailable: summary.format === 'ON_DEMAND',
    speakers: [
      {
        name: 'Marguerite Ashdown',
        title: 'Professor of Legal Ethics, Westbridge University',
        bio: 'Teaches professional responsibility.',
      },
    ],
    credits: [
      {
        jurisdiction: makeJurisdiction('NY', 'New York'),
        creditType: 'CLE',
        category: 'ETHICS',
        hours: 1.8,
        approvalStatus: 'APPROVED',
        accreditationNumber: 'CC-2026-0108',
      },
      {
        jurisdiction: makeJurisdiction('CA', 'California'),
        creditType: 'PARALEGAL_CLE',
        category: 'ELIMINATION_OF_BIAS',
        hours: 1.5,
        approvalStatus: 'PENDING',
        accreditationNumber: null,
      },
    ],
    publishedAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function makeCourseList(
  items: CourseSummary[],
  totalItems = items.length,
  currentPage = 1,
): CourseList {
  const pageSize = 12;
  return {
    items,
    pagination: { currentPage, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
  };
}
