import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseIdParamsSchema,
  CourseQuestionnairesSchema,
  ErrorBodySchema,
  QuestionnaireResultSchema,
  QuestionnaireSubmissionSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { QuestionnairesService } from './questionnaires.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['questionnaires'];

/** The spec's questionnaire endpoints: a course's evaluation and knowledge check, and submitting answers. */
export function questionnairesRoutes(service: QuestionnairesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/questionnaire/course/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A course's questionnaires, with my latest attempt and what remains",
          description:
            'For a lawyer with an active enrollment in the course (403 NOT_ENROLLED, 403 ENROLLMENT_INACTIVE while ' +
            'the membership has ended). The course evaluation comes first (every course has one), then the ' +
            'knowledge check when the course has one. Correct answers and explanations are never included.',
          params: CourseIdParamsSchema,
          response: { 200: CourseQuestionnairesSchema, ...errors },
        },
      },
      async (request) => service.listForCourse(requireIdentity(request), request.params.courseId),
    );

    app.post(
      '/questionnaire',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Submit my answers to a questionnaire (one attempt)',
          description:
            'Records an attempt (201). Every required question must be answered, each answer in the shape of its ' +
            'question (SINGLE_CHOICE: `optionIds` with one option; MULTIPLE_CHOICE: one or more distinct options; ' +
            'RATING: `rating` on the scale; FREE_TEXT: `text`): otherwise 400 ANSWERS_INVALID with ' +
            '`details.questionIds`, and nothing is stored. An evaluation is submitted once; a knowledge check is ' +
            'scored (share of questions fully right) and passes at its pass mark, and after a failed attempt ' +
            '`incorrect` lists the questions answered wrongly with explanations. 409 ALREADY_SUBMITTED after the ' +
            'evaluation was sent or the knowledge check passed, 409 NO_ATTEMPTS_LEFT when the attempts are used ' +
            'up; 404 QUESTIONNAIRE_NOT_FOUND; 403 without an active enrollment in the course.',
          body: QuestionnaireSubmissionSchema,
          response: { 201: QuestionnaireResultSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const result = await service.submitQuestionnaire(requireIdentity(request), request.body);
        return reply.status(201).send(result);
      },
    );
  };
}
