import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { jurisdictions } from '../../db/schema/taxonomy.js';
import { MailOutboxRepository } from '../../integrations/mail/mail-outbox.repository.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, drainJobsOf, type TestApp } from '../../testing/test-app.js';
import { reminderStep } from './compliance-reminders.js';

const APP_URL = 'http://counsel.test';
const VICTOR = 'victor@example.com';
let t: TestApp;
let clock: ManualClock;
let victorId = '';

// Virginia: periods 1 Nov – 31 Oct, deadline the period's last day, 12 hours of which 2 ethics and 4 live.
const DEADLINE = Date.parse('2027-10-31T16:00:00Z');
const DAY_MS = 86_400_000;
const daysBefore = (days: number) => DEADLINE - days * DAY_MS;

const sweep = () => {
  const run = t.app.sweeps.get('compliance-reminders');
  if (!run) throw new Error('no compliance-reminders sweep');
  return run();
};

async function remindersTo(address: string) {
  await drainJobsOf(t.database.db);
  const outbox = new MailOutboxRepository(t.database.db);
  const messages = (await outbox.findMany(100)).filter((message) => message.toAddress === address);
  const full = await Promise.all(messages.map((message) => outbox.findById(message.id)));
  // The sign-up's verification e-mail went to the same address.
  return full.filter((message) => message?.subject.includes('CLE deadline'));
}

beforeAll(async () => {
  clock = new ManualClock(Date.now());
  t = await createTestApp({ APP_URL }, { clock });
  await seedCatalogFixtures(t.database.db);
  await t.database.db
    .insert(jurisdictions)
    .values({ code: 'VA', name: 'Virginia', country: 'US', minutesPerCreditHour: 60 });
  const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Victor Almeida',
    email: VICTOR,
    password: 'saffron-kettle-harbor-27',
  });
  victorId = decodeJwt(session.token).sub ?? '';
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { jurisdictionCode: 'VA', barNumber: 'VSB-1234', admittedOn: '2010-05-03' },
  });
  expect(added.statusCode, added.body).toBe(201);
});
afterAll(async () => t.close());

describe('reminderStep', () => {
  it.each([
    [120, null],
    [91, null],
    [90, 90],
    [31, 90],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('%i days left → %s', (days, step) => {
    expect(reminderStep(days)).toBe(step);
  });
});

describe('deadline reminders', () => {
  it('sends nothing more than 90 days before', async () => {
    clock.set(daysBefore(95));
    await sweep();
    expect(await remindersTo(VICTOR)).toHaveLength(0);
  });

  it('sends the 90-day reminder once, even with two sweeps at the same moment', async () => {
    clock.set(daysBefore(90));
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const sent = await remindersTo(VICTOR);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Virginia CLE deadline in 90 days: 12 hours to go');
    expect(sent[0]?.text).toContain('October 31, 2027');
    expect(sent[0]?.text).toContain('Ethics and professionalism: 2 h');
    expect(sent[0]?.text).toContain('live: 4 h');
  });

  it('sends the 30-day one, and stops once nothing is missing', async () => {
    clock.set(daysBefore(30));
    await sweep();
    expect(await remindersTo(VICTOR)).toHaveLength(2);
    await recordCompletion(t.database.db, {
      userId: victorId,
      slug: 'divorce-mediation-essentials',
      completedAt: new Date(daysBefore(20)),
      format: 'LIVE',
      credits: [
        { jurisdictionCode: 'VA', creditType: 'CLE', category: 'ETHICS', hours: 4 },
        { jurisdictionCode: 'VA', creditType: 'CLE', category: 'GENERAL', hours: 8 },
      ],
    });
    clock.set(daysBefore(7));
    await sweep();
    expect(await remindersTo(VICTOR)).toHaveLength(2);
  });
});
