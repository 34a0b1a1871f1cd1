import type { Question, Questionnaire, QuestionnaireAttempt } from '@counsel/contracts';
import { DEFAULT_PASS_PERCENT, DEFAULT_SCALE_MAX, type Standing } from '@counsel/domain';
import type { AttemptRow, QuestionnaireRow, QuestionRow } from './questionnaires.repository.js';

/** A question as a lawyer sees it: never its correct options or explanation. */
export function toQuestion(row: QuestionRow): Question {
  const choice = row.type === 'SINGLE_CHOICE' || row.type === 'MULTIPLE_CHOICE';
  return {
    id: row.id,
    type: row.type,
    prompt: row.prompt,
    required: row.required,
    options: choice ? row.options.map((option) => ({ id: option.id, label: option.label })) : [],
    scale:
      row.type === 'RATING'
        ? {
            max: row.scaleMax ?? DEFAULT_SCALE_MAX,
            lowLabel: row.scaleLowLabel ?? '',
            highLabel: row.scaleHighLabel ?? '',
          }
        : null,
  };
}

export function toAttempt(row: AttemptRow): QuestionnaireAttempt {
  return {
    attempt: row.attempt,
    submittedAt: row.submittedAt.toISOString(),
    scorePercent: row.scorePercent,
    passed: row.passed,
  };
}

export function toQuestionnaire(
  row: QuestionnaireRow,
  questions: QuestionRow[],
  standing: Standing<AttemptRow>,
): Questionnaire {
  const knowledgeCheck = row.kind === 'KNOWLEDGE_CHECK';
  return {
    id: row.id,
    courseId: row.courseId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    passPercent: knowledgeCheck ? (row.passPercent ?? DEFAULT_PASS_PERCENT) : null,
    maxAttempts: knowledgeCheck ? row.maxAttempts : null,
    questions: questions.map(toQuestion),
    latestAttempt: standing.latest ? toAttempt(standing.latest) : null,
    attemptsRemaining: standing.attemptsRemaining,
    satisfied: standing.satisfied,
  };
}
