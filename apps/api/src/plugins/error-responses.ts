import { ErrorBodySchema } from '@counsel/contracts';

/**
 * The error responses a route declares for its OpenAPI document and serializer: every status answers the one error
 * body `{ error: { code, message, details? } }` (docs/engineering-rules.md#error-model).
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    Status,
    typeof ErrorBodySchema
  >;
}
