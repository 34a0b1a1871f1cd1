import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QuestionnaireRemoveResultSchema,
  QuestionnaireSaveResultSchema,
  SaveQuestionnaireSchema,
  StaffCourseQuestionnairesSchema,
  StaffQuestionnaireCourseParamsSchema,
  StaffQuestionnaireParamsSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffQuestionnairesService } from './staff-questionnaires.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The staff console's Questionnaires area (docs/product-rules.md#questionnaires). */
export function staffQuestionnairesRoutes(service: StaffQuestionnairesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/courses/:courseId/questionnaires',
      {
        config: staff,
        schema: {
          tags,
          summary:
            "A course's current evaluation and knowledge check (correct answers included, response counts) and " +
            'its retired versions',
          params: StaffQuestionnaireCourseParamsSchema,
          response: { 200: StaffCourseQuestionnairesSchema, ...errors },
        },
      },
      async (request) => service.area(request.params.courseId),
    );
    app.put(
      '/staff/courses/:courseId/questionnaires/:kind',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Save the evaluation or knowledge check: in place while nobody has answered it, otherwise as version + 1 ' +
            '(the answered version is retired, its responses kept)',
          params: StaffQuestionnaireParamsSchema,
          body: SaveQuestionnaireSchema,
          response: { 200: QuestionnaireSaveResultSchema, ...errors },
        },
      },
      async (request) =>
        service.save(requireIdentity(request), request.params.courseId, request.params.kind, request.body),
    );
    app.delete(
      '/staff/courses/:courseId/questionnaires/:kind',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Remove the knowledge check (deleted if unanswered, retired otherwise); the evaluation is required ' +
            '(409 QUESTIONNAIRE_REQUIRED)',
          params: StaffQuestionnaireParamsSchema,
          response: { 200: QuestionnaireRemoveResultSchema, ...errors },
        },
      },
      async (request) =>
        service.remove(requireIdentity(request), request.params.courseId, request.params.kind),
    );
  };
}
