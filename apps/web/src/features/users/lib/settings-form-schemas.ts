import { ChangeNameRequestSchema } from '@counsel/contracts';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '@counsel/domain';
import { z } from 'zod';

// Loaded on demand by the settings forms (lazyZodResolver): zod stays out of the page's initial JavaScript.

/** The contract's ChangeNameRequest: trimmed, 2 to 100 characters. */
export const ChangeNameFormSchema = ChangeNameRequestSchema;

export const PASSWORDS_DIFFER = 'The new passwords do not match.';

/** Current, new and repeated password; the new one follows the password policy of packages/domain. */
export function createChangePasswordFormSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
      newPassword: z.string().superRefine((password, context) => {
        const problem = passwordProblem(password, { email });
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      repeatPassword: z.string().min(1, 'Repeat the new password.'),
      revokeOtherSessions: z.boolean(),
    })
    .refine((values) => values.repeatPassword === values.newPassword, {
      message: PASSWORDS_DIFFER,
      path: ['repeatPassword'],
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      message: 'Choose a password different from your current one.',
      path: ['newPassword'],
    });
}

export type ChangePasswordFormValues = z.input<ReturnType<typeof createChangePasswordFormSchema>>;
