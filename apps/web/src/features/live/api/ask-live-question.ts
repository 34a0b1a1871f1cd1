import type { LiveQuestion } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { liveSessionPath } from './get-live-room';
import { liveQuestionsQueryKey } from './live-room-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.LiveQuestionSchema);

/**
 * POST /api/live/sessions/{sessionId}/questions {text} (3–500 characters, signed in) → 201 the question.
 * 409 LIVE_QUESTION_LIMIT after LIVE_QUESTIONS_PER_SESSION_MAX (20) questions by one lawyer in a session.
 */
export function askLiveQuestion(sessionId: string, text: string): Promise<LiveQuestion> {
  return apiPost(`${liveSessionPath(sessionId)}/questions`, { text }, loadSchema);
}

/** Asks; the question shows at once, then the list is asked for again. */
export function useAskLiveQuestion(sessionId: string) {
  const queryClient = useQueryClient();
  const key = liveQuestionsQueryKey(sessionId);
  return useMutation({
    mutationFn: (text: string) => askLiveQuestion(sessionId, text),
    onSuccess: async (question) => {
      queryClient.setQueryData<LiveQuestion[]>(key, (items = []) =>
        items.some((item) => item.id === question.id) ? items : [...items, question],
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
