import type {
  QuestionnaireSaveResult,
  SaveQuestionnaire,
  StaffCourseQuestionnaires,
} from '@counsel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client';

const contracts = () => import('@counsel/contracts');
const areaSchema = () => contracts().then((c) => c.StaffCourseQuestionnairesSchema);
const saveSchema = () => contracts().then((c) => c.QuestionnaireSaveResultSchema);

export type QuestionnaireKind = 'EVALUATION' | 'KNOWLEDGE_CHECK';

/** The Questionnaires area's query keys: one per course. */
export const staffQuestionnairesKeys = {
  all: ['staff-questionnaires'] as const,
  course: (courseId: string) => ['staff-questionnaires', courseId] as const,
};

const base = (courseId: string) => `/api/staff/courses/${encodeURIComponent(courseId)}/questionnaires`;

/** GET /api/staff/courses/{courseId}/questionnaires. */
export function useCourseQuestionnaires(courseId: string) {
  return useQuery({
    queryKey: staffQuestionnairesKeys.course(courseId),
    queryFn: ({ signal }): Promise<StaffCourseQuestionnaires> =>
      apiGet(base(courseId), areaSchema, { signal }),
  });
}

/** Save (PUT) and remove (DELETE, knowledge check only): each answers the course's questionnaires afresh. */
export function useQuestionnaireChanges(courseId: string) {
  const queryClient = useQueryClient();
  const key = staffQuestionnairesKeys.course(courseId);
  return {
    save: useMutation({
      mutationFn: ({
        kind,
        body,
      }: {
        kind: QuestionnaireKind;
        body: SaveQuestionnaire;
      }): Promise<QuestionnaireSaveResult> => apiPut(`${base(courseId)}/${kind}`, body, saveSchema),
      onSuccess: (result) => queryClient.setQueryData(key, result.questionnaires),
    }),
    removeKnowledgeCheck: useMutation({
      mutationFn: (): Promise<void> => apiDelete(`${base(courseId)}/KNOWLEDGE_CHECK`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}
