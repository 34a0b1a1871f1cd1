import { z } from 'zod';
import { INVITATION_VALID_DAYS } from '@counsel/contracts/constants';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** Where an invitation e-mail sends the lawyer: the accept page, which signs them up or in and accepts. */
export function invitationPath(token: string): string {
  return `/auth/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** A firm invites a lawyer (and re-sends the invitation): the link works INVITATION_VALID_DAYS days, once. */
export const FIRM_INVITATION_EMAIL = defineEmail({
  template: 'firm-invitation',
  data: z.object({ name: z.string(), firmName: z.string(), inviterName: z.string(), token: z.string() }),
  render(appUrl, { name, firmName, inviterName, token }) {
    return renderEmail(appUrl, {
      subject: `${firmName} invited you to Counsel CLE`,
      heading: `Join ${firmName} on Counsel CLE`,
      paragraphs: [
        `Hi ${name},`,
        `${inviterName} invited you to take your continuing legal education with ${firmName}. Your seat covers ` +
          'every course in the catalog, on demand and live, with certificates state bars accept.',
        'Accept the invitation to create your account (or sign in to the one you have) and join the firm.',
      ],
      action: { label: 'Accept the invitation', url: invitationPath(token) },
      notes: [
        `The link works for ${INVITATION_VALID_DAYS} days and only once. Ask ${inviterName} to re-send it if it expired.`,
        'If you did not expect this invitation, you can ignore this e-mail.',
      ],
    });
  },
});

/** An ACTIVE lawyer removed from the firm: their account, history and certificates stay; the seat's access ends. */
export const REMOVED_FROM_FIRM_EMAIL = defineEmail({
  template: 'removed-from-firm',
  data: z.object({ name: z.string(), firmName: z.string() }),
  render(appUrl, { name, firmName }) {
    return renderEmail(appUrl, {
      subject: `Your seat at ${firmName} on Counsel CLE has ended`,
      heading: 'Your firm seat has ended',
      paragraphs: [
        `Hi ${name},`,
        `${firmName} removed you from its Counsel CLE membership, so the courses your seat covered are no longer ` +
          'open to you. Your account, your progress, your completed courses and your certificates stay yours.',
        'To keep learning, choose a membership of your own; your courses resume where you left them.',
      ],
      action: { label: 'See the plans', url: '/dashboard/choose-your-plan' },
      notes: ['Certificates you earned remain valid and can be downloaded or verified at any time.'],
    });
  },
});
