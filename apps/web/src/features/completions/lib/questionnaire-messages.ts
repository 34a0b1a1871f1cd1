import type { Questionnaire } from '@counsel/contracts';
import { isApiError } from '../../../lib/api-client';

/** "2 attempts remaining", "1 attempt remaining", "No attempts remaining"; null when attempts are unlimited. */
export function attemptsRemainingText(remaining: number | null): string | null {
  if (remaining === null) return null;
  if (remaining === 0) return 'No attempts remaining';
  return `${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} remaining`;
}

/** The rules of a knowledge check, under its title: "Pass mark: 70%. 3 attempts allowed." */
export function knowledgeCheckRules(
  questionnaire: Pick<Questionnaire, 'passPercent' | 'maxAttempts'>,
): string {
  const parts: string[] = [];
  if (questionnaire.passPercent !== null) parts.push(`Pass mark: ${questionnaire.passPercent}%.`);
  parts.push(
    questionnaire.maxAttempts === null
      ? 'You may take it as many times as you need.'
      : `${questionnaire.maxAttempts} ${questionnaire.maxAttempts === 1 ? 'attempt' : 'attempts'} allowed.`,
  );
  return parts.join(' ');
}

/** The questions a 400 ANSWERS_INVALID points at (`details.questionIds`), or none. */
export function invalidQuestionIds(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'ANSWERS_INVALID') return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('questionIds' in details)) return [];
  const ids: unknown = details.questionIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
