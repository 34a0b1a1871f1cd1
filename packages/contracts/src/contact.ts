import { z } from 'zod';
import { IsoDateTimeSchema, PaginationSchema } from './common.js';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS, ENTERPRISE_MAX_SEATS } from './constants.js';

/*
 * The contact form (POST /api/contact-us, public) and the staff's contact inbox (/api/staff/contact-messages)
 * (docs/product-rules.md#contact-form).
 */

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_FIRM_NAME_MAX_LENGTH = 160;
export const CONTACT_REPLY_MAX_LENGTH = 10_000;
export const CONTACT_INBOX_PAGE_SIZE_MAX = 100;

export const ContactTopicSchema = z.enum(CONTACT_TOPICS, { error: 'Choose a topic' });
export const ContactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);

/**
 * POST /api/contact-us. `website` is the honeypot: people never see it, so it must be empty; a request that fills
 * it is answered like any other and nothing is stored or sent. FIRM_SEATS needs the firm's name.
 */
export const ContactRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name')
      .max(CONTACT_NAME_MAX_LENGTH, `Use at most ${CONTACT_NAME_MAX_LENGTH} characters for your name`),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
    topic: ContactTopicSchema,
    message: z
      .string()
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, `Write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
      .max(CONTACT_MESSAGE_MAX_LENGTH, `Use at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
    firmName: z
      .string()
      .trim()
      .max(
        CONTACT_FIRM_NAME_MAX_LENGTH,
        `Use at most ${CONTACT_FIRM_NAME_MAX_LENGTH} characters for the firm's name`,
      )
      .optional(),
    seats: z
      .number({ error: 'Enter a whole number of seats' })
      .int('Enter a whole number of seats')
      .min(1, 'Enter at least 1 seat')
      .max(ENTERPRISE_MAX_SEATS, `A firm can have at most ${ENTERPRISE_MAX_SEATS} seats`)
      .optional(),
    /** The honeypot: must be empty. */
    website: z.string().max(2000).optional(),
  })
  .superRefine((value, context) => {
    if (value.topic === 'FIRM_SEATS' && !value.firmName) {
      context.addIssue({ code: 'custom', path: ['firmName'], message: "Enter your firm's name" });
    }
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** What the form holds before parsing. */
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;

/** 202: received (the acknowledgement e-mail follows). */
export const ContactReceiptSchema = z
  .object({ received: z.literal(true), message: z.string() })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** GET /api/staff/contact-messages: newest first, by status, searched in name, e-mail, firm and message. */
export const ContactInboxQuerySchema = z.object({
  status: ContactMessageStatusSchema.optional(),
  search: z.string().trim().min(1).max(200).optional(),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTACT_INBOX_PAGE_SIZE_MAX).default(25),
});
export type ContactInboxQuery = z.infer<typeof ContactInboxQuerySchema>;

export const ContactMessageSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    topic: ContactTopicSchema,
    status: ContactMessageStatusSchema,
    firmName: z.string().nullable(),
    seats: z.number().int().nullable(),
    /** The first characters of the message. */
    excerpt: z.string(),
    replyCount: z.number().int().min(0),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ContactMessageSummary' });
export type ContactMessageSummary = z.infer<typeof ContactMessageSummarySchema>;

export const ContactInboxPageSchema = z
  .object({ messages: z.array(ContactMessageSummarySchema), pagination: PaginationSchema })
  .meta({ id: 'ContactInboxPage' });
export type ContactInboxPage = z.infer<typeof ContactInboxPageSchema>;

export const ContactReplySchema = z
  .object({ id: z.uuid(), staffEmail: z.string(), body: z.string(), createdAt: IsoDateTimeSchema })
  .meta({ id: 'ContactReply' });
export type ContactReply = z.infer<typeof ContactReplySchema>;

export const ContactMessageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    topic: ContactTopicSchema,
    status: ContactMessageStatusSchema,
    message: z.string(),
    firmName: z.string().nullable(),
    seats: z.number().int().nullable(),
    /** The sender was signed in to this account. */
    userId: z.uuid().nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
    replies: z.array(ContactReplySchema),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageParamsSchema = z.object({ id: z.uuid() });

/** PUT /api/staff/contact-messages/{id}/status. */
export const ContactStatusInputSchema = z
  .object({ status: ContactMessageStatusSchema })
  .meta({ id: 'ContactStatusRequest' });
export type ContactStatusInput = z.infer<typeof ContactStatusInputSchema>;

/** POST /api/staff/contact-messages/{id}/replies: e-mailed to the sender. */
export const ContactReplyInputSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a reply')
      .max(CONTACT_REPLY_MAX_LENGTH, `Use at most ${CONTACT_REPLY_MAX_LENGTH} characters`),
  })
  .meta({ id: 'ContactReplyRequest' });
export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>;
