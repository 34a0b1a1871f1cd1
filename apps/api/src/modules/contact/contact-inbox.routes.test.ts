import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactInboxPageSchema, ContactMessageSchema, StaffAuditPageSchema } from '@counsel/contracts';
import { contactMessages } from '../../db/schema/contact.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let staff: TestStaffMember;
let lawyerToken = '';
const ids: Record<string, string> = {};

async function submit(name: string, email: string, topic: string, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: {
      name,
      email,
      topic,
      message,
      ...(topic === 'FIRM_SEATS' ? { firmName: 'Oak & Ash LLP' } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  ids[name] = row?.id ?? '';
  // Distinct creation times, oldest first.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

const get = async (url: string, headers = staff.headers) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  staff = await createStaffMember(t, APP_URL);
  lawyerToken = (
    await createVerifiedUser(t.app, t.database.db, APP_URL, {
      fullName: 'Lena Lawford',
      email: 'lena.lawford@example.com',
      password: 'quartz-harbor-lamp-52',
    })
  ).token;
  await submit('Ada', 'ada@example.com', 'BILLING', 'My receipt shows the wrong firm name.');
  await submit('Ben', 'ben@example.com', 'FIRM_SEATS', 'We need 12 seats for our litigation group.');
  await submit('Cy', 'cy@example.com', 'TECHNICAL', 'The player stops at 10 minutes on Safari_17.');
  await t.queue.drain();
});
afterAll(async () => t.close());

describe('the contact inbox', () => {
  it('lists the messages newest first, filtered by status and searched, a page at a time', async () => {
    const all = ContactInboxPageSchema.parse((await get('/api/staff/contact-messages')).json());
    expect(all.messages.map((message) => message.name)).toEqual(['Cy', 'Ben', 'Ada']);
    expect(all.messages[1]).toMatchObject({ topic: 'FIRM_SEATS', firmName: 'Oak & Ash LLP', status: 'NEW' });
    expect(all.pagination).toEqual({ currentPage: 1, pageSize: 25, totalItems: 3, totalPages: 1 });

    const paged = ContactInboxPageSchema.parse(
      (await get('/api/staff/contact-messages?pageSize=2&currentPage=2')).json(),
    );
    expect(paged.messages.map((message) => message.name)).toEqual(['Ada']);

    const searched = ContactInboxPageSchema.parse(
      (await get('/api/staff/contact-messages?search=oak%20%26')).json(),
    );
    expect(searched.messages.map((message) => message.name)).toEqual(['Ben']);
    // `_` and `%` are matched literally.
    for (const search of ['player_stops', 'safari%2517']) {
      const literal = ContactInboxPageSchema.parse(
        (await get(`/api/staff/contact-messages?search=${search}`)).json(),
      );
      expect(literal.messages, search).toEqual([]);
    }
    const safari = ContactInboxPageSchema.parse(
      (await get('/api/staff/contact-messages?search=SAFARI_17')).json(),
    );
    expect(safari.messages.map((message) => message.name)).toEqual(['Cy']);

    const closed = await get('/api/staff/contact-messages?status=CLOSED');
    expect(ContactInboxPageSchema.parse(closed.json()).messages).toEqual([]);
    const bad = await get('/api/staff/contact-messages?status=SPAM');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('replies by e-mail: the reply is kept, the message is ANSWERED and the action audited', async () => {
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contact-messages/${ids.Ada ?? ''}/replies`,
      headers: staff.headers,
      payload: { body: '  We corrected the receipt; a new copy is in your account.  ' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const message = ContactMessageSchema.parse(replied.json());
    expect(message).toMatchObject({ status: 'ANSWERED', message: 'My receipt shows the wrong firm name.' });
    expect(message.replies).toEqual([
      expect.objectContaining({
        staffEmail: staff.email,
        body: 'We corrected the receipt; a new copy is in your account.',
      }),
    ]);

    await t.queue.drain();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'contact-reply'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'ada@example.com',
      subject: 'Re: your message about "Billing"',
    });
    expect(mails[0]?.text).toContain('We corrected the receipt; a new copy is in your account.');

    const shown = ContactMessageSchema.parse(
      (await get(`/api/staff/contact-messages/${ids.Ada ?? ''}`)).json(),
    );
    expect(shown.replies).toHaveLength(1);
    const list = ContactInboxPageSchema.parse(
      (await get('/api/staff/contact-messages?status=ANSWERED')).json(),
    );
    expect(list.messages).toEqual([expect.objectContaining({ name: 'Ada', replyCount: 1 })]);

    const audit = StaffAuditPageSchema.parse((await get('/api/staff/audit-log?action=contact.reply')).json());
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorEmail: staff.email,
        subjectType: 'contact_message',
        subjectId: ids.Ada,
        summary: 'Replied to ada@example.com',
        before: { status: 'NEW' },
      }),
    ]);
  });

  it('changes the status, audited as contact.status; the same status again changes nothing', async () => {
    const url = `/api/staff/contact-messages/${ids.Ben ?? ''}/status`;
    const closed = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff.headers,
      payload: { status: 'CLOSED' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(ContactMessageSchema.parse(closed.json()).status).toBe('CLOSED');
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff.headers,
      payload: { status: 'CLOSED' },
    });
    expect(again.statusCode).toBe(200);
    const audit = StaffAuditPageSchema.parse(
      (await get('/api/staff/audit-log?action=contact.status')).json(),
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        subjectId: ids.Ben,
        summary: 'Marked the message from ben@example.com closed',
        before: { status: 'NEW' },
        after: { status: 'CLOSED' },
      }),
    ]);
  });

  it('refuses an unknown message (404), bad input (400) and anyone but staff (403), changing nothing', async () => {
    const before = StaffAuditPageSchema.parse((await get('/api/staff/audit-log')).json()).pagination
      .totalItems;
    const cases = [
      ['GET', `/api/staff/contact-messages/${UNKNOWN_ID}`, undefined, 404, 'CONTACT_MESSAGE_NOT_FOUND'],
      [
        'PUT',
        `/api/staff/contact-messages/${UNKNOWN_ID}/status`,
        { status: 'CLOSED' },
        404,
        'CONTACT_MESSAGE_NOT_FOUND',
      ],
      [
        'POST',
        `/api/staff/contact-messages/${UNKNOWN_ID}/replies`,
        { body: 'Hello' },
        404,
        'CONTACT_MESSAGE_NOT_FOUND',
      ],
      ['GET', '/api/staff/contact-messages/not-a-uuid', undefined, 400, 'VALIDATION_FAILED'],
      [
        'PUT',
        `/api/staff/contact-messages/${ids.Cy ?? ''}/status`,
        { status: 'SPAM' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'POST',
        `/api/staff/contact-messages/${ids.Cy ?? ''}/replies`,
        { body: '   ' },
        400,
        'VALIDATION_FAILED',
      ],
    ] as const;
    for (const [method, url, payload, status, code] of cases) {
      const response = await t.app.inject({
        method,
        url,
        headers: staff.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    const lawyer = await t.app.inject({
      method: 'POST',
      url: `/api/staff/contact-messages/${ids.Cy ?? ''}/replies`,
      headers: { authorization: `Bearer ${lawyerToken}` },
      payload: { body: 'Not mine to answer' },
    });
    expect(lawyer.statusCode).toBe(403);
    const cy = ContactMessageSchema.parse((await get(`/api/staff/contact-messages/${ids.Cy ?? ''}`)).json());
    expect(cy).toMatchObject({ status: 'NEW', replies: [] });
    const after = StaffAuditPageSchema.parse((await get('/api/staff/audit-log')).json()).pagination
      .totalItems;
    expect(after).toBe(before);
  });
});
