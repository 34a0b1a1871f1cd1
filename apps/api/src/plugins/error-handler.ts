import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@counsel/contracts';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../errors/app-error.js';
import { noErrorReporter, type ErrorReporter } from '../integrations/error-reporting/error-reporter.js';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The JSON body is malformed.',
  },
};

function send(reply: FastifyReply, status: number, body: ErrorBody): void {
  void reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Maps every error to `{ error: { code, message, details? } }` (docs/engineering-rules.md#error-model). A 5xx never
 * shows internals. An unexpected error (the 500) is logged and reported (integrations/error-reporting) with the
 * request id, the route template, the method and the signed-in user's id; AppErrors and bad requests are not.
 */
export function toErrorResponse(
  error: unknown,
  request: FastifyRequest,
  reporter: ErrorReporter = noErrorReporter,
): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: `The request ${error.validationContext ?? 'input'} is not valid.`,
          details: error.validation.map((issue) => ({
            in: error.validationContext,
            path: issue.instancePath,
            message: issue.message,
          })),
        },
      },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: { code: known.code, message: known.message } } };
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Try again shortly.' } },
    };
  }
  if (
    !isResponseSerializationError(error) &&
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return {
      status: fastifyError.statusCode,
      body: {
        error: { code: 'VALIDATION_FAILED', message: fastifyError.message ?? 'The request is not valid.' },
      },
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  const userId = request.identity?.subject;
  reporter.report(error, {
    requestId: request.id,
    route: request.routeOptions.url,
    method: request.method,
    ...(userId ? { userId } : {}),
  });
  return { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE } } };
}

export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter = noErrorReporter): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, request, reporter);
    send(reply, status, body);
  });
}

export function sendNotFound(reply: FastifyReply, message = 'No such endpoint.'): void {
  send(reply, 404, { error: { code: 'NOT_FOUND', message } });
}
