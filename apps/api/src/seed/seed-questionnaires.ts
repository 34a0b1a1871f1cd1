import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { questionnaireQuestions, questionnaires } from '../db/schema/questionnaires.js';
import questionnairesJson from './data/questionnaires.json' with { type: 'json' };
import type { Writer } from './insert-courses.js';
import {
  SeedQuestionnairesSchema,
  type SeedKnowledgeCheck,
  type SeedQuestion,
  type SeedQuestionnaires,
} from './seed-questionnaires.schema.js';

/** Courses per insert: eight questions each keeps a statement well under PostgreSQL's parameter limit. */
const CHUNK = 200;

type QuestionValues = typeof questionnaireQuestions.$inferInsert;

/** The questionnaires of data/questionnaires.json, validated. */
export function loadQuestionnaires(): SeedQuestionnaires {
  return SeedQuestionnairesSchema.parse(questionnairesJson);
}

function questionValues(questionnaireId: string, question: SeedQuestion, index: number): QuestionValues {
  const common = {
    questionnaireId,
    position: index + 1,
    type: question.type,
    prompt: question.prompt,
    required: question.required,
  };
  switch (question.type) {
    case 'RATING':
      return {
        ...common,
        scaleMax: question.scale.max,
        scaleLowLabel: question.scale.lowLabel,
        scaleHighLabel: question.scale.highLabel,
      };
    case 'FREE_TEXT':
      return common;
    default:
      return {
        ...common,
        options: question.options,
        correctOptionIds: question.correctOptionIds ?? null,
        explanation: question.explanation ?? null,
      };
  }
}

/** What a knowledge check says about itself when the file gives no description. */
export function knowledgeCheckDescription(check: Pick<SeedKnowledgeCheck, 'passPercent' | 'maxAttempts'>) {
  const attempts =
    check.maxAttempts === null
      ? 'You may try as often as you need.'
      : `You have ${check.maxAttempts} ${check.maxAttempts === 1 ? 'attempt' : 'attempts'}.`;
  return (
    `Answer at least ${check.passPercent}% of the questions correctly to meet this course's credit requirement. ` +
    `${attempts} After an attempt that does not pass, you will see which answers were wrong and why.`
  );
}

/**
 * Gives every course without an evaluation (or only `courseIds` among them) the evaluation template; answers how
 * many were added.
 */
async function seedEvaluations(
  db: Writer,
  evaluation: SeedQuestionnaires['evaluation'],
  courseIds?: readonly string[],
): Promise<number> {
  const bare = await db
    .select({ id: courses.id })
    .from(courses)
    .leftJoin(
      questionnaires,
      and(
        eq(questionnaires.courseId, courses.id),
        eq(questionnaires.kind, 'EVALUATION'),
        isNull(questionnaires.retiredAt),
      ),
    )
    .where(and(isNull(questionnaires.id), courseIds ? inArray(courses.id, [...courseIds]) : undefined))
    .orderBy(asc(courses.id));
  let added = 0;
  for (let start = 0; start < bare.length; start += CHUNK) {
    const inserted = await db
      .insert(questionnaires)
      .values(
        bare.slice(start, start + CHUNK).map((course) => ({
          courseId: course.id,
          kind: 'EVALUATION' as const,
          title: evaluation.title,
          description: evaluation.description,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: questionnaires.id });
    if (inserted.length === 0) continue;
    await db
      .insert(questionnaireQuestions)
      .values(
        inserted.flatMap(({ id }) =>
          evaluation.questions.map((question, index) => questionValues(id, question, index)),
        ),
      );
    added += inserted.length;
  }
  return added;
}

/** Adds each knowledge check of the file whose course exists and has none yet; answers how many were added. */
async function seedKnowledgeChecks(db: Writer, checks: SeedKnowledgeCheck[]): Promise<number> {
  if (checks.length === 0) return 0;
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(
        courses.slug,
        checks.map((check) => check.courseSlug),
      ),
    );
  const courseIds = new Map(rows.map((row) => [row.slug, row.id]));
  // A course with any knowledge check, current or retired (staff removed it), never gets the file's again.
  const checked = new Set(
    (
      await db
        .select({ courseId: questionnaires.courseId })
        .from(questionnaires)
        .where(eq(questionnaires.kind, 'KNOWLEDGE_CHECK'))
    ).map((row) => row.courseId),
  );
  let added = 0;
  for (const check of checks) {
    const courseId = courseIds.get(check.courseSlug);
    if (!courseId || checked.has(courseId)) continue;
    const [inserted] = await db
      .insert(questionnaires)
      .values({
        courseId,
        kind: 'KNOWLEDGE_CHECK',
        title: check.title,
        description: check.description ?? knowledgeCheckDescription(check),
        passPercent: check.passPercent,
        maxAttempts: check.maxAttempts,
      })
      .onConflictDoNothing()
      .returning({ id: questionnaires.id });
    if (!inserted) continue;
    await db
      .insert(questionnaireQuestions)
      .values(check.questions.map((question, index) => questionValues(inserted.id, question, index)));
    added += 1;
  }
  return added;
}

/**
 * The product's course evaluation (data/questionnaires.json's template) for a course made in the staff console, in
 * the caller's transaction: every course needs one for credit (docs/product-rules.md#evaluations).
 */
export async function addStandardEvaluation(db: Writer, courseId: string): Promise<void> {
  await seedEvaluations(db, loadQuestionnaires().evaluation, [courseId]);
}

/**
 * Seeds the questionnaires, idempotently, on every start: the evaluation template for every course that has none
 * (courses added since get theirs on the next start) and the file's knowledge checks for courses without one.
 * A questionnaire is never replaced from the file once it exists (lawyers' responses refer to its questions), and
 * the unique (course, kind) pair keeps two starting instances from adding one twice.
 */
export async function seedQuestionnaires(
  db: Database,
  data: SeedQuestionnaires = loadQuestionnaires(),
): Promise<{ evaluations: number; knowledgeChecks: number }> {
  return db.transaction(async (tx) => ({
    evaluations: await seedEvaluations(tx, data.evaluation),
    knowledgeChecks: await seedKnowledgeChecks(tx, data.knowledgeChecks),
  }));
}
