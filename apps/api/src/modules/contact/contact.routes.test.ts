import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const CONTACT_TO = 'team@counsel.test';
let t: TestApp;

const VALID = {
  name: 'Priya Partner',
  email: ' Priya.Partner@Example.com ',
  topic: 'FIRM_SEATS',
  message: 'We are 40 lawyers in Albany and would like seats for all of them.\n\nCan we talk next week?',
  firmName: 'Partner & Hale LLP',
  seats: 40,
};

const send = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/contact-us', payload });

async function stored(db = t.database.db) {
  return db.select().from(contactMessages);
}
async function mails(db = t.database.db) {
  return db.select().from(mailOutbox);
}

beforeAll(async () => {
  t = await createTestApp({ APP_URL, CONTACT_TO });
});
afterAll(async () => t.close());

describe('POST /api/contact-us', () => {
  it('stores the message, acknowledges it to the sender and forwards it to CONTACT_TO', async () => {
    const response = await send(VALID);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ received: true });

    const [row] = await stored();
    expect(row).toMatchObject({
      name: 'Priya Partner',
      email: 'priya.partner@example.com',
      topic: 'FIRM_SEATS',
      firmName: 'Partner & Hale LLP',
      seats: 40,
      status: 'NEW',
      userId: null,
    });

    await t.queue.drain();
    const sent = await mails();
    const acknowledgement = sent.find((mail) => mail.toAddress === 'priya.partner@example.com');
    expect(acknowledgement).toMatchObject({ template: 'contact-acknowledgement' });
    expect(acknowledgement?.text).toContain('Hi Priya Partner,');
    expect(acknowledgement?.text).toContain('Can we talk next week?');
    const forward = sent.find((mail) => mail.toAddress === CONTACT_TO);
    expect(forward).toMatchObject({ template: 'contact-forward' });
    expect(forward?.subject).toBe('Contact form: Seats for my firm from Priya Partner');
    expect(forward?.text).toContain('Priya Partner <priya.partner@example.com>');
    expect(forward?.text).toContain('Seats: 40');
    expect(forward?.text).toContain(`${APP_URL}/staff/inbox?message=${row?.id ?? ''}`);
    // The sender's words are escaped in the HTML part.
    expect(forward?.html).toContain('Partner &amp; Hale LLP');
  });

  it('refuses bad input with 400 VALIDATION_FAILED and a message per field, storing and sending nothing', async () => {
    const before = { messages: (await stored()).length, mails: (await mails()).length };
    const cases: [object, string, string][] = [
      [{ ...VALID, name: '   ' }, '/name', 'Enter your name'],
      [{ ...VALID, name: 'n'.repeat(121) }, '/name', 'Use at most 120 characters for your name'],
      [{ ...VALID, email: 'not-an-address' }, '/email', 'Enter a valid e-mail address'],
      [{ ...VALID, topic: 'PARTNERSHIP' }, '/topic', 'Choose a topic'],
      [{ ...VALID, message: 'Too short' }, '/message', 'Write at least 10 characters'],
      [{ ...VALID, message: 'm'.repeat(5001) }, '/message', 'Use at most 5000 characters'],
      [{ ...VALID, seats: 0 }, '/seats', 'Enter at least 1 seat'],
      [{ ...VALID, seats: 1001 }, '/seats', 'A firm can have at most 1000 seats'],
      [{ ...VALID, seats: 2.5 }, '/seats', 'Enter a whole number of seats'],
      [
        { ...VALID, firmName: 'f'.repeat(161) },
        '/firmName',
        "Use at most 160 characters for the firm's name",
      ],
      [{ ...VALID, firmName: undefined }, '/firmName', "Enter your firm's name"],
      [{ ...VALID, firmName: '  ' }, '/firmName', "Enter your firm's name"],
    ];
    for (const [payload, path, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const error = response.json<{ error: { code: string; details: { path: string; message: string }[] } }>()
        .error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toContainEqual(expect.objectContaining({ path, message }));
    }
    await t.queue.drain();
    expect((await stored()).length).toBe(before.messages);
    expect((await mails()).length).toBe(before.mails);
  });

  it('needs no firm for the other topics, and keeps an empty firm name as none', async () => {
    const response = await send({
      name: 'Gus General',
      email: 'gus@example.com',
      topic: 'ACCESSIBILITY',
      message: 'Do your videos have captions in Spanish?',
      firmName: '',
    });
    expect(response.statusCode, response.body).toBe(202);
    const row = (await stored()).find((message) => message.email === 'gus@example.com');
    expect(row).toMatchObject({ topic: 'ACCESSIBILITY', firmName: null, seats: null });
  });

  it('answers a filled honeypot exactly like a success, storing and sending nothing', async () => {
    await t.queue.drain();
    const before = { messages: (await stored()).length, mails: (await mails()).length };
    const honest = await send({ ...VALID, email: 'real@example.com', website: '' });
    const bot = await send({ ...VALID, email: 'bot@example.com', website: 'https://spam.example' });
    expect(bot.statusCode).toBe(honest.statusCode);
    expect(bot.body).toBe(honest.body);
    await t.queue.drain();
    const rows = await stored();
    expect(rows.length).toBe(before.messages + 1);
    expect(rows.map((row) => row.email)).not.toContain('bot@example.com');
    const sent = await mails();
    expect(sent.length).toBe(before.mails + 2);
    expect(sent.map((mail) => mail.toAddress)).not.toContain('bot@example.com');
  });
});

describe('the per-IP limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ APP_URL, CONTACT_MESSAGES_PER_IP: '2' });
  });
  afterAll(async () => limited.close());

  it('allows CONTACT_MESSAGES_PER_IP messages an hour, then 429 RATE_LIMITED without storing', async () => {
    // A request the validation refuses does not count.
    expect((await send({ ...VALID, message: 'short' }, limited.app)).statusCode).toBe(400);
    expect((await send(VALID, limited.app)).statusCode).toBe(202);
    // A honeypot request counts like any other.
    expect((await send({ ...VALID, website: 'x' }, limited.app)).statusCode).toBe(202);
    const refused = await send(VALID, limited.app);
    expect(refused.statusCode).toBe(429);
    const error = refused.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^You have sent several messages already\. Try again in \d+ minutes?\.$/);
    expect((await stored(limited.database.db)).length).toBe(1);
  });
});
