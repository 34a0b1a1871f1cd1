import type { Completion, CourseCompletionStatus } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { completedCoursesQueryKey, completionStatusQueryKey } from './completion-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CompletionSchema);

/**
 * POST /api/completed-course/{courseId} (signed in, enrolled) — claims the credit in the chosen jurisdictions once
 * every requirement is met: 201 the new completion, 200 the existing one. 409 REQUIREMENTS_NOT_MET
 * (`details.missing`), 400 JURISDICTION_NOT_CLAIMABLE, as ApiErrors.
 */
export function claimCredit(courseKey: string, jurisdictionCodes: string[]): Promise<Completion> {
  return apiPost(`/api/completed-course/${encodeURIComponent(courseKey)}`, { jurisdictionCodes }, loadSchema);
}

/**
 * Claims, then shows the completion at once (its certificate follows: the status polls) and refetches the
 * Certificates list. A refusal refetches the status, whose checklist says what is missing.
 */
export function useClaimCredit(courseKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jurisdictionCodes: string[]) => claimCredit(courseKey, jurisdictionCodes),
    onSuccess: (completion) => {
      queryClient.setQueryData<CourseCompletionStatus>(completionStatusQueryKey(courseKey), (status) =>
        status ? { ...status, canClaim: false, completion } : status,
      );
      void queryClient.invalidateQueries({ queryKey: completedCoursesQueryKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: completionStatusQueryKey(courseKey) }),
  });
}
