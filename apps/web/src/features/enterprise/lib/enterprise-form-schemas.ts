import { ChangeEnterpriseNameRequestSchema, InviteeSchema } from '@counsel/contracts';
import { z } from 'zod';

// Loaded on demand by Manage Firm's forms (lazyZodResolver): zod stays out of the page's initial JavaScript.

/** The contract's Invitee, with the name's message said to the administrator rather than to the lawyer. */
export const InviteFormSchema = InviteeSchema.extend({
  fullName: z.string().trim().min(2, 'Enter the lawyer’s full name').max(100, 'Use at most 100 characters.'),
});

/** The contract's rename: trimmed, 2 to 120 characters. */
export const FirmNameFormSchema = ChangeEnterpriseNameRequestSchema;
