import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutboxRepository } from '../../integrations/mail/mail-outbox.repository.js';
import { faultyJobQueue, type FaultyJobQueue } from '../../testing/faulty-job-queue.js';
import { latestMailTo } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** better-auth's verification and reset e-mails go out from the send-email job (ADR 011), never in the request. */
const APP_URL = 'http://counsel.test';
let t: TestApp;
let queue: FaultyJobQueue;
beforeAll(async () => {
  t = await createTestApp(
    { APP_URL },
    {
      wrapQueue: (real) => {
        queue = faultyJobQueue(real);
        return queue;
      },
    },
  );
});
afterAll(async () => t.close());

const outbox = () => new MailOutboxRepository(t.database.db);

/** The e-mails to `address` by template, with their whole text. */
async function mailsTo(address: string) {
  const summaries = (await outbox().findMany(50)).filter((message) => message.toAddress === address);
  const messages = await Promise.all(summaries.map((summary) => outbox().findById(summary.id)));
  return new Map(messages.map((message) => [message?.template, message]));
}

describe("better-auth's e-mails", () => {
  it('are in the outbox only once the send-email job ran, with their subjects and links', async () => {
    const email = 'queued.mail@example.com';
    queue.pauseWork();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Quinn Queue', email, password: 'quiet-harbour-lantern-58', acceptTerms: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/identity/request-password-reset',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { email, redirectTo: '/auth/reset-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await mailsTo(email)).size).toBe(0);

    queue.resumeWork();
    await latestMailTo(t.database.db, email); // drains the queue
    const mails = await mailsTo(email);
    expect([...mails.keys()].sort()).toEqual(['password-reset', 'verification']);
    const verification = mails.get('verification');
    expect(verification?.subject).toBe('Verify your e-mail address for Counsel CLE');
    expect(verification?.text).toContain(
      `\nVerify e-mail address:\n${APP_URL}/api/identity/verify-email?token=`,
    );
    const resetMail = mails.get('password-reset');
    expect(resetMail?.subject).toBe('Reset your Counsel CLE password');
    expect(resetMail?.text).toMatch(
      /\nReset password:\nhttp:\/\/counsel\.test\/api\/identity\/reset-password\/[\w-]+\?callbackURL=%2Fauth%2Freset-password\n/,
    );
  });
});
