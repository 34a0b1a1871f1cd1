import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { questionnaireQuestions, questionnaires } from '../db/schema/questionnaires.js';
import { createTestDatabase } from '../testing/test-database.js';
import { loadDemoData, seedDemoData } from './seed-demo-data.js';
import { loadQuestionnaires, seedQuestionnaires } from './seed-questionnaires.js';

const data = loadQuestionnaires();
const catalog = loadDemoData().courses;
const onDemand = catalog.filter((course) => course.format === 'ON_DEMAND');

describe('questionnaires.json', () => {
  it('has the course evaluation a CLE provider asks for', () => {
    const questions = data.evaluation.questions.map((question) => [
      question.type,
      question.prompt,
      question.required,
    ]);
    expect(questions).toEqual(
      expect.arrayContaining([
        ['RATING', 'The program met its stated learning objectives.', true],
        ['RATING', 'The speakers were knowledgeable and well prepared.', true],
        ['RATING', 'The written materials were useful.', true],
        ['SINGLE_CHOICE', 'How relevant was this program to your practice?', true],
        ['SINGLE_CHOICE', 'Would you recommend this program to a colleague?', true],
        ['FREE_TEXT', 'What could be improved?', false],
      ]),
    );
  });

  it('gives knowledge checks to about a third of the on-demand courses, and to no live course', () => {
    const slugs = data.knowledgeChecks.map((check) => check.courseSlug);
    for (const slug of slugs) {
      expect(catalog.find((course) => course.slug === slug)?.format, slug).toBe('ON_DEMAND');
    }
    expect(slugs.length / onDemand.length).toBeGreaterThanOrEqual(0.25);
    expect(slugs.length / onDemand.length).toBeLessThanOrEqual(0.4);
  });

  it('makes every knowledge check 3–4 choice questions with one multiple choice, a 70% pass mark and 3 attempts', () => {
    for (const check of data.knowledgeChecks) {
      expect([check.passPercent, check.maxAttempts], check.courseSlug).toEqual([70, 3]);
      expect(check.questions.length, check.courseSlug).toBeGreaterThanOrEqual(3);
      expect(check.questions.length, check.courseSlug).toBeLessThanOrEqual(4);
      expect(
        check.questions.filter((question) => question.type === 'MULTIPLE_CHOICE'),
        check.courseSlug,
      ).toHaveLength(1);
      expect(
        check.questions.filter((question) => question.type === 'SINGLE_CHOICE'),
        check.courseSlug,
      ).toHaveLength(check.questions.length - 1);
    }
  });
});

describe('seedQuestionnaires', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  async function totals() {
    const db = database.db;
    const [[evaluations], [checks], [questions], [coursesTotal]] = await Promise.all([
      db.select({ n: count() }).from(questionnaires).where(eq(questionnaires.kind, 'EVALUATION')),
      db.select({ n: count() }).from(questionnaires).where(eq(questionnaires.kind, 'KNOWLEDGE_CHECK')),
      db.select({ n: count() }).from(questionnaireQuestions),
      db.select({ n: count() }).from(courses),
    ]);
    return {
      evaluations: evaluations?.n,
      checks: checks?.n,
      questions: questions?.n,
      courses: coursesTotal?.n,
    };
  }

  it('gives every course the evaluation and the listed courses their knowledge check, once', async () => {
    await seedDemoData(database.db, new Date('2027-03-05T15:00:00.000Z'));
    const first = await totals();
    const checkQuestions = data.knowledgeChecks.reduce((sum, check) => sum + check.questions.length, 0);
    expect(first).toEqual({
      evaluations: catalog.length,
      checks: data.knowledgeChecks.length,
      questions: catalog.length * data.evaluation.questions.length + checkQuestions,
      courses: catalog.length,
    });

    await seedDemoData(database.db, new Date());
    expect(await seedQuestionnaires(database.db)).toEqual({ evaluations: 0, knowledgeChecks: 0 });
    expect(await totals()).toEqual(first);
  });

  it('adds the evaluation to a course that has none on the next run, and leaves the others alone', async () => {
    const [course] = await database.db.select({ id: courses.id }).from(courses).limit(1);
    const before = await database.db.select({ id: questionnaires.id }).from(questionnaires);
    await database.db.delete(questionnaires).where(eq(questionnaires.courseId, course?.id ?? ''));
    const removed =
      before.length - (await database.db.select({ id: questionnaires.id }).from(questionnaires)).length;
    expect(removed).toBeGreaterThanOrEqual(1);

    const added = await seedQuestionnaires(database.db);
    expect(added.evaluations).toBe(1);
    expect(added.evaluations + added.knowledgeChecks).toBe(removed);
    const after = await database.db.select({ id: questionnaires.id }).from(questionnaires);
    expect(after).toHaveLength(before.length);
    const kept = new Set(after.map((row) => row.id));
    expect(before.filter((row) => !kept.has(row.id))).toHaveLength(removed);
  });
});
