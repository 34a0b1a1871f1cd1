import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { jurisdictions, practiceAreas } from '../db/schema/taxonomy.js';
import { insertCourses, loadCatalogLookup } from '../seed/insert-courses.js';
import type { SeedCourse } from '../seed/seed-data.schema.js';

/** A small, fixed catalog whose every number the route tests can state outright. */
export const FIXTURE_NOW = new Date('2027-03-05T15:00:00.000Z');

const description =
  'A practical programme for practising lawyers.\n\nParticipants work through realistic scenarios, common mistakes and the rules that govern them, with time for questions at the end.';

function course(partial: Partial<SeedCourse> & Pick<SeedCourse, 'slug' | 'title' | 'credits'>): SeedCourse {
  return {
    summary: 'A focused course for lawyers who want practical, accredited guidance they can use this week.',
    description,
    format: 'ON_DEMAND',
    level: 'INTERMEDIATE',
    durationMinutes: 60,
    thumbnail: 'general.svg',
    speakers: [
      { name: 'Jordan Ellis', title: 'Partner, Ellis & Moore LLP', bio: 'Jordan advises firms on practice.' },
    ],
    practiceAreas: ['ethics'],
    publishedDaysAgo: 30,
    ...partial,
  };
}

export const FIXTURE_COURSES: SeedCourse[] = [
  course({
    slug: 'divorce-mediation-essentials',
    title: 'Divorce Mediation Essentials',
    durationMinutes: 90,
    practiceAreas: ['family', 'divorce'],
    publishedDaysAgo: 10,
    speakers: [
      { name: 'Inés Castañeda', title: 'Mediator, Castañeda ADR', bio: 'Inés has mediated family cases.' },
    ],
    credits: [
      {
        jurisdictions: ['NY', 'CA'],
        creditType: 'CLE',
        category: 'GENERAL',
        approvalStatus: 'APPROVED',
        accreditationNumber: 'CC-2027-0001',
      },
    ],
  }),
  course({
    slug: 'banking-regulation-update',
    title: 'Banking Regulation Update',
    practiceAreas: ['banking'],
    publishedDaysAgo: 5,
    credits: [{ jurisdictions: ['TX'], creditType: 'SBA', category: 'GENERAL', approvalStatus: 'PENDING' }],
  }),
  course({
    slug: 'ethics-for-paralegals',
    title: 'Ethics for Paralegals',
    publishedDaysAgo: 60,
    credits: [
      { jurisdictions: ['CA'], creditType: 'PARALEGAL_CLE', category: 'ETHICS', approvalStatus: 'APPROVED' },
    ],
  }),
  course({
    slug: 'cross-border-cpd-roundtable',
    title: 'Cross-Border CPD Roundtable',
    format: 'LIVE',
    liveStartOffsetMinutes: 120,
    durationMinutes: 120,
    practiceAreas: ['banking', 'ethics'],
    publishedDaysAgo: 1,
    credits: [
      { jurisdictions: ['GB-EAW'], creditType: 'CPD', category: 'SKILLS', approvalStatus: 'APPROVED' },
    ],
  }),
  course({
    slug: 'unpublished-draft-course',
    title: 'Unpublished Draft Course',
    credits: [{ jurisdictions: ['NY'], creditType: 'CLE', category: 'GENERAL', approvalStatus: 'PENDING' }],
  }),
];

export async function seedCatalogFixtures(db: Database): Promise<void> {
  await db.insert(jurisdictions).values([
    { code: 'NY', name: 'New York', country: 'US', minutesPerCreditHour: 50 },
    { code: 'CA', name: 'California', country: 'US', minutesPerCreditHour: 60 },
    { code: 'TX', name: 'Texas', country: 'US', minutesPerCreditHour: 60 },
    { code: 'GB-EAW', name: 'England and Wales', country: 'GB', minutesPerCreditHour: 60 },
  ]);
  await db.insert(practiceAreas).values([
    { slug: 'family', name: 'Family Law' },
    { slug: 'divorce', name: 'Divorce' },
    { slug: 'banking', name: 'Banking & Finance' },
    { slug: 'ethics', name: 'Ethics & Professional Responsibility' },
  ]);
  await insertCourses(db, FIXTURE_COURSES, await loadCatalogLookup(db), FIXTURE_NOW);
  await db.update(courses).set({ published: false }).where(eq(courses.slug, 'unpublished-draft-course'));
}
