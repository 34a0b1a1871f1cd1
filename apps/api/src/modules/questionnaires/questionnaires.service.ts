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
    const rows = await this.repository.findByCourse(course.id);
    const ids = rows.map((row) => row.id);
    const [questions, attempts] = await Promise.all([
      this.repository.listQuestions(ids),
      this.repository.listAttempts(userId, ids),
    ]);
    const questionsBy = groupByQuestionnaire(questions);
    const attemptsBy = groupByQuestionnaire(attempts);
    return {
      items: rows.map((row) =>
        toQuestionnaire(row, questionsBy.get(row.id) ?? [], standingOf(row, attemptsBy.get(row.id) ?? [])),
      ),
    };
  }

  /**
   * Records one attempt: 404 QUESTIONNAIRE_NOT_FOUND, 403 without an active enrollment in its course, 409
   * ALREADY_SUBMITTED (evaluation sent, knowledge check passed) or NO_ATTEMPTS_LEFT, 400 ANSWERS_INVALID with
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
    const [questions, recordedAttempts] = await Promise.all([
      this.repository.listQuestions([questionnaire.id]),
      this.repository.listAttempts(userId, [questionnaire.id]),
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
      attempts = await this.repository.listAttempts(userId, [questionnaire.id]);
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

  /** What the questionnaires contribute to a course's credit, for one lawyer. */
  async creditRequirements(userId: string, courseId: string): Promise<CreditRequirements> {
    const rows = await this.repository.findByCourse(courseId);
    const attempts = groupByQuestionnaire(
      await this.repository.listAttempts(
        userId,
        rows.map((row) => row.id),
      ),
    );
    const evaluation = rows.find((row) => row.kind === 'EVALUATION');
    const knowledgeCheck = rows.find((row) => row.kind === 'KNOWLEDGE_CHECK');
    const submitted = evaluation ? attempts.get(evaluation.id)?.[0] : undefined;
    const passed = knowledgeCheck
      ? attempts.get(knowledgeCheck.id)?.find((attempt) => attempt.passed === true)
      : undefined;
    return {
      evaluation: submitted ? { submittedAt: submitted.submittedAt } : null,
      knowledgeCheck: knowledgeCheck
        ? {
            required: true,
            passed: passed ? { scorePercent: passed.scorePercent ?? 100, attempt: passed.attempt } : null,
          }
        : { required: false },
    };
  }
}
