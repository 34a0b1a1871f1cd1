import type { QuestionnaireResult, QuestionnaireSubmission } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { completionStatusQueryKey, courseQuestionnairesQueryKey } from './completion-query-keys';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.QuestionnaireResultSchema);

/**
 * POST /api/questionnaire (signed in, enrolled) — one attempt: the evaluation is satisfied once submitted, a
 * knowledge check when it reaches the pass mark (otherwise the result lists the wrong questions with why). 400
 * ANSWERS_INVALID (`details.questionIds`), 409 NO_ATTEMPTS_LEFT / ALREADY_SUBMITTED, as ApiErrors.
 */
export function submitQuestionnaire(submission: QuestionnaireSubmission): Promise<QuestionnaireResult> {
  return apiPost('/api/questionnaire', submission, loadSchema);
}

/** Submits, then refetches the questionnaires (attempts, standing) and the course's checklist, whatever the answer. */
export function useSubmitQuestionnaire(courseKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaire,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseQuestionnairesQueryKey(courseKey) }),
        queryClient.invalidateQueries({ queryKey: completionStatusQueryKey(courseKey) }),
      ]);
    },
  });
}
