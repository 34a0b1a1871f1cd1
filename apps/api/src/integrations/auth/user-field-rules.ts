import { APIError } from 'better-auth/api';
import { FullNameSchema, isSafeText } from '@counsel/contracts';

/** A profile picture is a URL; nothing in the product needs a longer one. */
const IMAGE_MAX_LENGTH = 2_048;

/**
 * A refusal from inside better-auth: 400 VALIDATION_FAILED with the field, in better-auth's flat error shape, which
 * /api/identity/* answers as `{ error: { code, message, details } }` (identity-error-body.ts). Internal callers
 * (auth.api.*) see an APIError with status BAD_REQUEST and this message.
 */
export function validationFailed(message: string, field: string): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message,
    details: [{ in: 'body', path: `/${field}`, message }],
  });
}

/**
 * What is wrong with a name under the rule of our own routes (FullNameSchema), or null. NUL and unpaired
 * surrogates are refused by the HTTP layer already (plugins/safe-text.ts); this covers in-process auth.api.* calls.
 */
export function nameProblem(name: unknown): string | null {
  if (typeof name === 'string' && !isSafeText(name)) {
    return 'A name may not contain NUL characters or unpaired surrogates.';
  }
  const parsed = FullNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter your full name');
}

/**
 * The name as our own routes accept it (FullNameSchema of POST /api/auth/register and POST /api/user/change-name,
 * trimmed), or an APIError 400 VALIDATION_FAILED. Every way of writing a user goes through it (better-auth.ts).
 */
export function checkedName(name: unknown): string {
  const problem = nameProblem(name);
  if (problem) throw validationFailed(problem, 'name');
  return FullNameSchema.parse(name);
}

/** A profile picture: absent, null, or a URL-length string without unsafe characters. */
export function checkedImage(image: unknown): string | null | undefined {
  if (image === undefined || image === null) return image;
  if (typeof image !== 'string' || image.length > IMAGE_MAX_LENGTH || !isSafeText(image)) {
    throw validationFailed('The picture must be a web address of at most 2,048 characters.', 'image');
  }
  return image;
}
