import { z } from 'zod';
import { greeting, PRODUCT_NAME, renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** The data of both e-mails: the user's name and better-auth's link, which carries the token (an APP_URL link). */
const LinkEmailData = z.object({ name: z.string(), url: z.string().min(1) });

/**
 * The link to verify a new account's address, asked for by better-auth (sign-up, a sign-in before verification, a
 * resend); composition.ts queues it through the notifications (apps/api/src/integrations/auth/better-auth.ts `emails`).
 */
export const VERIFICATION_EMAIL = defineEmail({
  template: 'verification',
  data: LinkEmailData,
  render: (appUrl, { name, url }) =>
    renderEmail(appUrl, {
      subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
      heading: 'Verify your e-mail address',
      paragraphs: [
        greeting(name),
        `Welcome to ${PRODUCT_NAME}. Confirm that this is your e-mail address to finish setting up your account.`,
      ],
      action: { label: 'Verify e-mail address', url },
      notes: [`If you did not create a ${PRODUCT_NAME} account, you can ignore this e-mail.`],
    }),
});

/** The link to set a new password (valid for an hour), asked for by better-auth's request-password-reset. */
export const PASSWORD_RESET_EMAIL = defineEmail({
  template: 'password-reset',
  data: LinkEmailData,
  render: (appUrl, { name, url }) =>
    renderEmail(appUrl, {
      subject: `Reset your ${PRODUCT_NAME} password`,
      heading: 'Reset your password',
      paragraphs: [
        greeting(name),
        `We received a request to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the button below.`,
      ],
      action: { label: 'Reset password', url },
      notes: [
        'This link expires in 1 hour.',
        'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
      ],
    }),
});
