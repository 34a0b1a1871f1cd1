import type { CourseQuestionnaires, QuestionnaireResult, QuestionnaireSubmission } from '@counsel/contracts';
import {
  checkAnswers,
  grade,
  standingOf,
  type Grade,
  type Standing,
  type StoredAnswer,
} from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { LearningService } from '../learning/learning.service.js';
import { toAttempt, toQuestionnaire } from './questionnaires.mapper.js';
import type {
  AttemptRow,
  QuestionnaireRow,
  QuestionnairesRepository,
  QuestionRow,
} from './questionnaires.repository.js';

/** Tries at an attempt number before giving up with 409: each lost try means another submission was recorded. */
const MAX_ALLOCATION_TRIES = 5;

/** What the questionnaires contribute to a course's credit, for one lawyer (the completion module's question). */
export interface CreditRequirements {
  /** null: not submitted (every course has one). */
  evaluation: { submittedAt: Date } | null;
  knowledgeCheck:
    { required: false } | { required: true; passed: { scorePercent: number; attempt: number } | null };
}

function groupByQuestionnaire<T extends { questionnaireId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.questionnaireId, [...(groups.get(row.questionnaireId) ?? []), row]);
  return groups;
}

type Kind = QuestionnaireRow['kind'];

/**
 * A lawyer's attempts grouped by kind over every version of the course's questionnaires: an evaluation submitted or
 * a knowledge check passed on an earlier version still counts, and attempts used on it count toward the retakes of
 * the current one (docs/product-rules.md#questionnaires).
 */
function groupByKind(
  versions: Pick<QuestionnaireRow, 'id' | 'kind'>[],
  attempts: AttemptRow[],
): Map<Kind, AttemptRow[]> {
  const kindOf = new Map(versions.map((version) => [version.id, version.kind]));
  const groups = new Map<Kind, AttemptRow[]>();
  for (const attempt of attempts) {
    const kind = kindOf.get(attempt.questionnaireId);
    if (kind) groups.set(kind, [...(groups.get(kind) ?? []), attempt]);
  }
  return groups;
}

/** 409 when the lawyer may not submit this questionnaire again. */
function ensureOpen(questionnaire: QuestionnaireRow, standing: Standing): void {
  if (standing.satisfied) {
    throw new AppError(
      'ALREADY_SUBMITTED',
      questionnaire.kind === 'EVALUATION'
        ? 'You have already submitted the evaluation of this course.'
        : 'You have already passed this knowledge check.',
    );
  }
  if (standing.attemptsRemaining === 0) {
    throw new AppError(
      'NO_ATTEMPTS_LEFT',
      `You have used all ${questionnaire.maxAttempts ?? 0} attempts at this knowledge check.`,
    );
  }
}

/**
 * Course evaluations and knowledge checks: what an enrolled lawyer answers, how it is checked and scored, and what
 * it contributes to the course's credit. Every call is scoped to the caller's active enrollment; correct answers
 * never leave the server except as the explanations of a failed attempt.
 */
export class QuestionnairesService {
  constructor(
    private readonly repository: QuestionnairesRepository,
    private readonly learning: Pick<LearningService, 'requireActiveEnrollment'>,
  ) {}

  /** The course's questionnaires (evaluation first) with the caller's standing. 403 without an active enrollment. */
  async listForCourse(identity: VerifiedIdentity, courseKey: string): Promise<CourseQuestionnaires> {
    const { userId, course } = await this.learning.requireActiveEnrollment(identity, courseKey);
    const [rows, versions] = await Promise.all([
      this.repository.findByCourse(course.id),
      this.repository.findVersions(course.id),
    ]);
    const [questions, attempts] = await Promise.all([
      this.repository.listQuestions(rows.map((row) => row.id)),
      this.repository.listAttempts(
        userId,
        versions.map((version) => version.id),
      ),
    ]);
    const questionsBy = groupByQuestionnaire(questions);
    const attemptsBy = groupByKind(versions, attempts);
    return {
      items: rows.map((row) =>
        toQuestionnaire(row, questionsBy.get(row.id) ?? [], standingOf(row, attemptsBy.get(row.kind) ?? [])),
      ),
    };
  }

  /**
   * Records one attempt: 404 QUESTIONNAIRE_NOT_FOUND, 403 without an active enrollment in its course, 409
   * ALREADY_SUBMITTED (evaluation sent, knowledge check passed, on any version) or NO_ATTEMPTS_LEFT (attempts at
   * every version count), 409 QUESTIONNAIRE_REPLACED for a retired version, 400 ANSWERS_INVALID with
   * `details.questionIds` (nothing stored). Attempt numbers come from the unique (questionnaire, user, attempt)
   * constraint: a submission that loses a race looks again, so parallel submissions never exceed the rules.
   */
  async submitQuestionnaire(
    identity: VerifiedIdentity,
    submission: QuestionnaireSubmission,
  ): Promise<QuestionnaireResult> {
    const questionnaire = await this.repository.findById(submission.questionnaireId);
    if (!questionnaire) throw new AppError('QUESTIONNAIRE_NOT_FOUND', 'This questionnaire does not exist.');
    const { userId } = await this.learning.requireActiveEnrollment(identity, questionnaire.courseId);
    if (questionnaire.retiredAt) {
      throw new AppError(
        'QUESTIONNAIRE_REPLACED',
        'This questionnaire has been changed since you opened it. Reload the page to answer the current version.',
      );
    }
    const versionIds = (await this.repository.findVersions(questionnaire.courseId))
      .filter((version) => version.kind === questionnaire.kind)
      .map((version) => version.id);
    const [questions, recordedAttempts] = await Promise.all([
      this.repository.listQuestions([questionnaire.id]),
      this.repository.listAttempts(userId, versionIds),
    ]);
    let attempts = recordedAttempts;
    let checked: { answers: StoredAnswer[]; grade: Grade<QuestionRow> | null } | undefined;
    for (let tries = 0; tries < MAX_ALLOCATION_TRIES; tries += 1) {
      const standing = standingOf(questionnaire, attempts);
      ensureOpen(questionnaire, standing);
      checked ??= this.check(questionnaire, questions, submission);
      const recorded = await this.repository.createAttempt({
        questionnaireId: questionnaire.id,
        userId,
        attempt: standing.nextAttempt,
        answers: checked.answers,
        scorePercent: checked.grade?.scorePercent ?? null,
        passed: checked.grade?.passed ?? null,
      });
      if (recorded) return this.result(questionnaire, [...attempts, recorded], recorded, checked.grade);
      attempts = await this.repository.listAttempts(userId, versionIds);
    }
    throw new AppError(
      'ALREADY_SUBMITTED',
      'Other answers to this questionnaire were being recorded at the same time. Reload it and try again.',
    );
  }

  private check(
    questionnaire: QuestionnaireRow,
    questions: QuestionRow[],
    submission: QuestionnaireSubmission,
  ): { answers: StoredAnswer[]; grade: Grade<QuestionRow> | null } {
    const checked = checkAnswers(questions, submission.answers);
    if (!checked.ok) {
      throw new AppError(
        'ANSWERS_INVALID',
        'Some answers are missing or not valid. Check the marked questions and submit again.',
        { questionIds: checked.questionIds },
      );
    }
    return {
      answers: checked.answers,
      grade:
        questionnaire.kind === 'KNOWLEDGE_CHECK' ? grade(questionnaire, questions, checked.answers) : null,
    };
  }

  private result(
    questionnaire: QuestionnaireRow,
    attempts: AttemptRow[],
    recorded: AttemptRow,
    graded: Grade<QuestionRow> | null,
  ): QuestionnaireResult {
    const standing = standingOf(questionnaire, attempts);
    return {
      questionnaireId: questionnaire.id,
      kind: questionnaire.kind,
      attempt: toAttempt(recorded),
      satisfied: standing.satisfied,
      attemptsRemaining: standing.attemptsRemaining,
      incorrect:
        graded && !graded.passed
          ? graded.wrong.map((question) => ({
              questionId: question.id,
              prompt: question.prompt,
              explanation: question.explanation ?? '',
            }))
          : [],
    };
  }

  /**
   * What the questionnaires contribute to a course's credit, for one lawyer. A requirement met on an earlier version
   * stays met (the evaluation submitted, the knowledge check passed, when the lawyer did it); a knowledge check is
   * required while the course has a current one.
   */
  async creditRequirements(userId: string, courseId: string): Promise<CreditRequirements> {
    const versions = await this.repository.findVersions(courseId);
    const attempts = groupByKind(
      versions,
      await this.repository.listAttempts(
        userId,
        versions.map((version) => version.id),
      ),
    );
    const knowledgeCheckRequired = versions.some(
      (version) => version.kind === 'KNOWLEDGE_CHECK' && version.retiredAt === null,
    );
    const submitted = attempts.get('EVALUATION')?.[0];
    const passed = attempts.get('KNOWLEDGE_CHECK')?.find((attempt) => attempt.passed === true);
    return {
      evaluation: submitted ? { submittedAt: submitted.submittedAt } : null,
      knowledgeCheck: knowledgeCheckRequired
        ? {
            required: true,
            passed: passed ? { scorePercent: passed.scorePercent ?? 100, attempt: passed.attempt } : null,
          }
        : { required: false },
    };
  }
}
