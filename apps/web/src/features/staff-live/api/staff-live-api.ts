import type {
  AnswerLiveQuestionRequest,
  CancelLiveSessionRequest,
  ScheduleLiveSessionRequest,
  StaffCourseList,
  StaffLiveQuestion,
  StaffLiveQuestionList,
  StaffLiveSessionDetail,
  StaffLiveSessionList,
  UpdateLiveSessionRequest,
} from '@counsel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

const contracts = () => import('@counsel/contracts');
const listSchema = () => contracts().then((c) => c.StaffLiveSessionListSchema);
const detailSchema = () => contracts().then((c) => c.StaffLiveSessionDetailSchema);
const questionsSchema = () => contracts().then((c) => c.StaffLiveQuestionListSchema);
const questionSchema = () => contracts().then((c) => c.StaffLiveQuestionSchema);
const coursesSchema = () => contracts().then((c) => c.StaffCourseListSchema);

/** The Live sessions area's query keys: every key starts with 'staff-live', so one invalidation refreshes the area. */
export const staffLiveKeys = {
  all: ['staff-live'] as const,
  list: (from: string | undefined, to: string | undefined) => ['staff-live', 'list', from, to] as const,
  session: (sessionId: string) => ['staff-live', 'session', sessionId] as const,
  questions: (sessionId: string) => ['staff-live', 'questions', sessionId] as const,
  courses: ['staff-live', 'courses'] as const,
};

/** GET /api/staff/live-sessions?from=&to=. */
export function useLiveSessions(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: staffLiveKeys.list(range.from, range.to),
    queryFn: ({ signal }): Promise<StaffLiveSessionList> =>
      apiGet('/api/staff/live-sessions', listSchema, {
        query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
        signal,
      }),
  });
}

/** The live courses sessions can be scheduled for (GET /api/staff/courses?format=LIVE). */
export function useLiveCourses() {
  return useQuery({
    queryKey: staffLiveKeys.courses,
    queryFn: ({ signal }): Promise<StaffCourseList> =>
      apiGet('/api/staff/courses', coursesSchema, { query: { format: 'LIVE' }, signal }),
  });
}

/** GET /api/staff/live-sessions/{sessionId}: the session, its registrants and their attendance. */
export function useLiveSession(sessionId: string) {
  return useQuery({
    queryKey: staffLiveKeys.session(sessionId),
    queryFn: ({ signal }): Promise<StaffLiveSessionDetail> =>
      apiGet(`/api/staff/live-sessions/${encodeURIComponent(sessionId)}`, detailSchema, { signal }),
  });
}

/** GET /api/staff/live-sessions/{sessionId}/questions. */
export function useLiveQuestions(sessionId: string) {
  return useQuery({
    queryKey: staffLiveKeys.questions(sessionId),
    queryFn: ({ signal }): Promise<StaffLiveQuestionList> =>
      apiGet(`/api/staff/live-sessions/${encodeURIComponent(sessionId)}/questions`, questionsSchema, {
        signal,
      }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffLiveKeys.all });
}

/** POST /api/staff/courses/{courseId}/live-sessions. */
export function useScheduleSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      courseId,
      input,
    }: {
      courseId: string;
      input: ScheduleLiveSessionRequest;
    }): Promise<StaffLiveSessionDetail> =>
      apiPost(`/api/staff/courses/${encodeURIComponent(courseId)}/live-sessions`, input, detailSchema),
    onSuccess: refresh,
  });
}

/** Move, capacity, cancel and answers of one session: each refreshes the area. */
export function useSessionChanges(sessionId: string) {
  const refresh = useRefresh();
  const base = `/api/staff/live-sessions/${encodeURIComponent(sessionId)}`;
  return {
    update: useMutation({
      mutationFn: (input: UpdateLiveSessionRequest): Promise<StaffLiveSessionDetail> =>
        apiPut(base, input, detailSchema),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (input: CancelLiveSessionRequest): Promise<StaffLiveSessionDetail> =>
        apiPost(`${base}/cancel`, input, detailSchema),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: ({
        questionId,
        input,
      }: {
        questionId: string;
        input: AnswerLiveQuestionRequest;
      }): Promise<StaffLiveQuestion> =>
        apiPost(`${base}/questions/${encodeURIComponent(questionId)}/answer`, input, questionSchema),
      onSuccess: refresh,
    }),
  };
}
