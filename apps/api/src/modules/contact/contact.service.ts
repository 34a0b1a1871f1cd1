import type {
  ContactInboxPage,
  ContactInboxQuery,
  ContactMessage,
  ContactMessageStatus,
  ContactRequest,
  ContactReply,
} from '@counsel/contracts';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { Notifications } from '../notifications/notifications.js';
import type { StaffAudit } from '../staff/staff.service.js';
import {
  CONTACT_ACKNOWLEDGEMENT_EMAIL,
  CONTACT_FORWARD_EMAIL,
  CONTACT_REPLY_EMAIL,
} from './contact-emails.js';
import type { ContactMessageRow, ContactReplyRow, ContactRepository } from './contact.repository.js';

const EXCERPT_LENGTH = 160;

const notFound = () => new AppError('CONTACT_MESSAGE_NOT_FOUND', 'This message does not exist.');

function toReply(row: ContactReplyRow): ContactReply {
  return { id: row.id, staffEmail: row.staffEmail, body: row.body, createdAt: row.createdAt.toISOString() };
}

function toMessage(row: ContactMessageRow, replies: ContactReplyRow[]): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    status: row.status,
    message: row.message,
    firmName: row.firmName,
    seats: row.seats,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replies: replies.map(toReply),
  };
}

/**
 * The contact form and the staff's contact inbox (docs/product-rules.md#contact-form). A message is stored and its
 * two e-mails (the acknowledgement to the sender, the forward to CONTACT_TO) are enqueued in one unit of work; every
 * staff action on it is written to the staff audit log in its own.
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Notifications,
    private readonly audit: StaffAudit,
    /** Where the forward goes (CONTACT_TO). */
    private readonly staffAddress: string,
    private readonly clock: Clock,
  ) {}

  /** POST /api/contact-us: a filled honeypot is answered the same way and nothing is stored or sent. */
  async submit(input: ContactRequest, senderUserId: string | null = null): Promise<void> {
    if (input.website !== undefined && input.website.trim() !== '') return;
    const firmName = input.firmName?.trim() ? input.firmName.trim() : null;
    await this.unitOfWork.run(async (work) => {
      const row = await this.repository.within(work.tx).create({
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        firmName,
        seats: input.seats ?? null,
        userId: senderUserId,
        at: this.clock.now(),
      });
      const data = {
        messageId: row.id,
        name: row.name,
        email: row.email,
        topic: row.topic,
        message: row.message,
        firmName: row.firmName,
        seats: row.seats,
      };
      await this.notifications.enqueue(work, CONTACT_ACKNOWLEDGEMENT_EMAIL, row.email, data);
      await this.notifications.enqueue(work, CONTACT_FORWARD_EMAIL, this.staffAddress, data);
    });
  }

  async inbox(query: ContactInboxQuery): Promise<ContactInboxPage> {
    const { rows, total } = await this.repository.page(query);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        topic: row.topic,
        status: row.status,
        firmName: row.firmName,
        seats: row.seats,
        excerpt:
          row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH - 1)}…` : row.message,
        replyCount: row.replyCount,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      pagination: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        totalItems: total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  }

  async message(id: string): Promise<ContactMessage> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    return toMessage(row, await this.repository.replies(id));
  }

  /** Sets NEW, ANSWERED or CLOSED (audited as `contact.status`; the same status again changes nothing). */
  async changeStatus(
    identity: VerifiedIdentity,
    id: string,
    status: ContactMessageStatus,
  ): Promise<ContactMessage> {
    const actor = await this.audit.actor(identity);
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const row = await repository.findById(id, { forUpdate: true });
      if (!row) throw notFound();
      if (row.status === status) return;
      await repository.setStatus(id, status, this.clock.now());
      await this.audit.record(tx, actor, {
        action: 'contact.status',
        subjectType: 'contact_message',
        subjectId: id,
        summary: `Marked the message from ${row.email} ${status.toLowerCase()}`,
        before: { status: row.status },
        after: { status },
      });
    });
    return this.message(id);
  }

  /** E-mails the reply to the sender, keeps it with the message and marks the message ANSWERED (`contact.reply`). */
  async reply(identity: VerifiedIdentity, id: string, body: string): Promise<ContactMessage> {
    const actor = await this.audit.actor(identity);
    await this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      const row = await repository.findById(id, { forUpdate: true });
      if (!row) throw notFound();
      const now = this.clock.now();
      const reply = await repository.addReply({
        messageId: id,
        staffUserId: actor.userId,
        staffEmail: actor.email,
        body,
        at: now,
      });
      await repository.setStatus(id, 'ANSWERED', now);
      await this.notifications.enqueue(work, CONTACT_REPLY_EMAIL, row.email, {
        name: row.name,
        topic: row.topic,
        body,
        originalMessage: row.message,
      });
      await this.audit.record(work.tx, actor, {
        action: 'contact.reply',
        subjectType: 'contact_message',
        subjectId: id,
        summary: `Replied to ${row.email}`,
        before: { status: row.status },
        after: { status: 'ANSWERED', replyId: reply.id },
      });
    });
    return this.message(id);
  }
}
