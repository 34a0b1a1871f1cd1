import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, type PasswordContext } from '@counsel/domain';

/**
 * The most common passwords seen in breaches: zxcvbn-ts's `passwords-common` list (MIT, 49,233 entries, lower
 * case, most frequent first), shipped with @zxcvbn-ts/language-common. Loaded on the server only: the browser
 * checks the short built-in list and shows the server's refusal for the rest.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** The password policy with the full list: every path that sets a password on the server uses this. */
export function serverPasswordProblem(
  password: string,
  context: Omit<PasswordContext, 'isCommon'> = {},
): string | null {
  return passwordProblem(password, { ...context, isCommon: (candidate) => COMMON_PASSWORDS.has(candidate) });
}
