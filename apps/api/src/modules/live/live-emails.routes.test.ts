import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.js';
import { testDatabaseSettings } from '../../config/env.js';
import { calendarEvents } from '../../testing/icalendar.js';
import { LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, drainJobsOf, type TestApp } from '../../testing/test-app.js';

/*
 * The sessions' e-mails (docs/product-rules.md#live-webinars): the confirmation with its invite.ics, the reminders a
 * day and 15 minutes before — each sent once, even when sweeps run at the same time — and the one-click unsubscribe.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL }, { clock });
  k = liveKit(t);
  await k.seed();
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
});
afterAll(async () => t.close());

async function mailsTo(who: Lawyer, template: string) {
  await drainJobsOf(t.app);
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt));
}
const startSessionIn = (ms: number) =>
  k.setSession(sessionId, { startsAt: new Date(clock.now().getTime() + ms) });
const register = (who: Lawyer) =>
  t.app.inject({ method: 'POST', url: `/api/live/sessions/${sessionId}/registration`, headers: who.headers });
/** Sweeps need no sign-in: the clock moves forward for them, then back to the real time for the next request. */
async function sweepAt(msFromNow: number) {
  const real = clock.now().getTime();
  clock.set(real + msFromNow);
  try {
    await sweep();
  } finally {
    clock.set(real);
  }
}
const sweep = () => {
  const run = t.app.sweeps.get('live-reminders');
  if (!run) throw new Error('no live-reminders sweep');
  return run();
};

describe('the registration confirmation', () => {
  it('is sent once per registration, with the session as an invite.ics a calendar app reads', async () => {
    await startSessionIn(30 * HOUR);
    const lawyer = await k.lawyer(true);
    expect((await register(lawyer)).statusCode).toBe(201);
    expect((await register(lawyer)).statusCode).toBe(200);
    const mails = await mailsTo(lawyer, 'live-registration');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('You’re registered: Cross-Border CPD Roundtable'.replace('’', "'"));
    expect(mail?.text).toContain('/dashboard/courses/cross-border-cpd-roundtable');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'invite.ics' });
    expect(attachment?.contentType).toContain('text/calendar');
    const [event] = calendarEvents(attachment?.content ?? '');
    expect(event?.startDate.toJSDate().getTime()).toBe(
      Math.floor((clock.now().getTime() + 30 * HOUR) / 1000) * 1000,
    );
  });
});

describe(`reminders (${testDatabaseSettings().driver})`, () => {
  it('a day before and 15 minutes before, each once even with sweeps running at the same time', async () => {
    await startSessionIn(30 * HOUR);
    const lawyer = await k.lawyer(true);
    await register(lawyer);
    await sweepAt(5 * HOUR + 59 * MIN);
    expect(await mailsTo(lawyer, 'live-reminder')).toHaveLength(0);

    clock.advance(7 * HOUR);
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    clock.advance(-7 * HOUR);
    const day = await mailsTo(lawyer, 'live-reminder');
    expect(day.map((mail) => mail.subject)).toEqual(['Tomorrow: Cross-Border CPD Roundtable']);

    clock.advance(30 * HOUR - 14 * MIN);
    await Promise.all([sweep(), sweep()]);
    clock.advance(-(30 * HOUR - 14 * MIN));
    const all = await mailsTo(lawyer, 'live-reminder');
    expect(all.map((mail) => mail.subject).sort()).toEqual([
      'Starting in 15 minutes: Cross-Border CPD Roundtable',
      'Tomorrow: Cross-Border CPD Roundtable',
    ]);
  });

  it('skip a lawyer who registered inside the reminder’s lead time and a cancelled registration', async () => {
    await startSessionIn(10 * HOUR);
    const late = await k.lawyer(true);
    await register(late);
    await sweepAt(HOUR);
    expect(await mailsTo(late, 'live-reminder')).toHaveLength(0);

    await startSessionIn(2 * HOUR);
    const quitter = await k.lawyer(true);
    await register(quitter);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/live/sessions/${sessionId}/registration`,
      headers: quitter.headers,
    });
    await sweepAt(2 * HOUR - 10 * MIN);
    expect(await mailsTo(quitter, 'live-reminder')).toHaveLength(0);
  });

  it('stop for good after the one-click unsubscribe; a forged link is refused', async () => {
    await startSessionIn(30 * HOUR);
    const lawyer = await k.lawyer(true);
    await register(lawyer);
    await sweepAt(10 * HOUR);
    const [reminder] = await mailsTo(lawyer, 'live-reminder');
    const link = /https?:\/\/\S+reminders\/unsubscribe\S+/.exec(reminder?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');

    const token = url.searchParams.get('token') ?? '';
    const forged = `${lawyer.userId}.${'A'.repeat(43)}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/live/reminders/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'UNSUBSCRIBE_LINK_INVALID' } });

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/live/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Reminders stopped');

    await sweepAt(30 * HOUR - 10 * MIN);
    expect(await mailsTo(lawyer, 'live-reminder')).toHaveLength(1);
  });
});
