import { z } from 'zod';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** The template name of the e-mail below, as kept in the outbox. */
export const EXISTING_ACCOUNT_TEMPLATE = 'existing-account';

/**
 * A sign-up for an address that already has an account answers exactly like a new one (no enumeration); the
 * owner of the address hears about it instead, with the way to log in or reset the password.
 */
export const EXISTING_ACCOUNT_EMAIL = defineEmail({
  template: EXISTING_ACCOUNT_TEMPLATE,
  data: z.object({ name: z.string() }),
  render(appUrl, input) {
    const name = input.name.replace(/\s+/g, ' ').trim();
    return renderEmail(appUrl, {
      subject: 'Someone tried to create a Counsel CLE account with your e-mail',
      heading: 'You already have an account',
      paragraphs: [
        name ? `Hi ${name},` : 'Hello,',
        'Someone, perhaps you, just tried to create a Counsel CLE account with this e-mail address. You already ' +
          'have one, so no new account was created and nothing about yours changed.',
        'Log in with your password. If you forgot it, choose "Forgot password?" on the log-in page to set a new one.',
      ],
      action: { label: 'Log in', url: '/auth/sign-in' },
      notes: ['If it was not you, you can ignore this e-mail.'],
    });
  },
});
