import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { StoredAnswer } from '@counsel/domain';
import type { Database } from '../../db/database.js';
import {
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from '../../db/schema/questionnaires.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionRow = typeof questionnaireQuestions.$inferSelect;

/** One recorded attempt, without its answers (what listings, results and the credit rule need). */
export interface AttemptRow {
  questionnaireId: string;
  attempt: number;
  submittedAt: Date;
  scorePercent: number | null;
  passed: boolean | null;
}

export interface NewAttempt {
  questionnaireId: string;
  userId: string;
  attempt: number;
  answers: StoredAnswer[];
  scorePercent: number | null;
  passed: boolean | null;
}

const ATTEMPT_COLUMNS = {
  questionnaireId: questionnaireResponses.questionnaireId,
  attempt: questionnaireResponses.attempt,
  submittedAt: questionnaireResponses.submittedAt,
  scorePercent: questionnaireResponses.scorePercent,
  passed: questionnaireResponses.passed,
};

/** Questionnaires, their questions and lawyers' responses: the only place with their queries. */
export class QuestionnairesRepository {
  constructor(private readonly db: Database) {}

  async findById(questionnaireId: string): Promise<QuestionnaireRow | undefined> {
    const [row] = await this.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, questionnaireId))
      .limit(1);
    return row;
  }

  /** A course's current questionnaires (never a retired version), the evaluation first (the enum's order). */
  findByCourse(courseId: string): Promise<QuestionnaireRow[]> {
    return this.db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.courseId, courseId), isNull(questionnaires.retiredAt)))
      .orderBy(asc(questionnaires.kind), asc(questionnaires.id));
  }

  /**
   * Every version of a course's questionnaires, retired ones included (oldest first): a lawyer's attempts at any
   * version count toward the current one (docs/product-rules.md#questionnaires).
   */
  findVersions(courseId: string): Promise<Pick<QuestionnaireRow, 'id' | 'kind' | 'retiredAt'>[]> {
    return this.db
      .select({ id: questionnaires.id, kind: questionnaires.kind, retiredAt: questionnaires.retiredAt })
      .from(questionnaires)
      .where(eq(questionnaires.courseId, courseId))
      .orderBy(asc(questionnaires.kind), asc(questionnaires.version));
  }

  /** The questions of these questionnaires, in order. */
  listQuestions(questionnaireIds: string[]): Promise<QuestionRow[]> {
    if (questionnaireIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(questionnaireQuestions)
      .where(inArray(questionnaireQuestions.questionnaireId, questionnaireIds))
      .orderBy(asc(questionnaireQuestions.questionnaireId), asc(questionnaireQuestions.position));
  }

  /** One user's attempts at these questionnaires, oldest first. */
  listAttempts(userId: string, questionnaireIds: string[]): Promise<AttemptRow[]> {
    if (questionnaireIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(ATTEMPT_COLUMNS)
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.userId, userId),
          inArray(questionnaireResponses.questionnaireId, questionnaireIds),
        ),
      )
      .orderBy(asc(questionnaireResponses.attempt));
  }

  /**
   * Records an attempt under its number; undefined when a concurrent submission already took that number (the
   * unique questionnaire/user/attempt constraint), so the caller can look again.
   */
  async createAttempt(attempt: NewAttempt): Promise<AttemptRow | undefined> {
    const [row] = await this.db
      .insert(questionnaireResponses)
      .values(attempt)
      .onConflictDoNothing({
        target: [
          questionnaireResponses.questionnaireId,
          questionnaireResponses.userId,
          questionnaireResponses.attempt,
        ],
      })
      .returning(ATTEMPT_COLUMNS);
    return row;
  }
}
