import { fieldsOf } from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/** The fields in which better-auth's endpoints take a URL to send the browser to afterwards. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** A root-relative path (`/x`, not `//host` or `/\host`) or an absolute http(s) URL. */
export function isRedirectTargetShape(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * better-auth builds its redirects with `new URL(callbackURL)` and answers 500 when that throws (verify-email with
 * `callbackURL=abc`). A redirect target that is neither a root-relative path nor an http(s) URL is refused here
 * with 400 VALIDATION_FAILED; which origins are allowed stays better-auth's check (trustedOrigins).
 */
export async function refuseMalformedRedirectTargets(request: FastifyRequest): Promise<void> {
  for (const [part, fields] of [
    ['querystring', fieldsOf(request.query)],
    ['body', fieldsOf(request.body)],
  ] as const) {
    for (const field of REDIRECT_FIELDS) {
      const value = fields[field];
      if (typeof value === 'string' && value !== '' && !isRedirectTargetShape(value)) {
        throw new AppError('VALIDATION_FAILED', `The request ${part} is not valid.`, [
          { in: part, path: `/${field}`, message: 'Expected a path starting with / or an http(s) URL.' },
        ]);
      }
    }
  }
}
