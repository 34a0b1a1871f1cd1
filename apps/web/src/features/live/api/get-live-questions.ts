import type { LiveQuestion } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { liveSessionPath } from './get-live-room';
import { liveQuestionsQueryKey } from './live-room-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.LiveQuestionListSchema);

/** How often the room asks for the questions again (answers and others' questions arrive this way). */
export const LIVE_QUESTIONS_REFRESH_MS = 15_000;

/** GET /api/live/sessions/{sessionId}/questions (signed in): the room's questions and their answers. */
export async function getLiveQuestions(sessionId: string, signal?: AbortSignal): Promise<LiveQuestion[]> {
  const list = await apiGet(`${liveSessionPath(sessionId)}/questions`, loadSchema, { signal });
  return list.items;
}

/** The questions, starting from the room's, refreshed every 15 s while the room is open. */
export function useLiveQuestions(sessionId: string, initial: LiveQuestion[]) {
  return useQuery({
    queryKey: liveQuestionsQueryKey(sessionId),
    queryFn: ({ signal }) => getLiveQuestions(sessionId, signal),
    initialData: initial,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: LIVE_QUESTIONS_REFRESH_MS,
    refetchInterval: LIVE_QUESTIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
