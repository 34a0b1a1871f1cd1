import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { MailOutboxRepository } from '../../integrations/mail/mail-outbox.repository.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from '../identity/identity-emails.js';

const APP_URL = 'http://localhost:3999';

/** A built web app stand-in, so the SPA fallback is active as in `npm start`. */
function webDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Counsel CLE</title><div id="root"></div>',
  );
  return dir;
}

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir() });
  });
  afterAll(async () => t.close());

  it('shows an empty mailbox as a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Mailbox</h1>');
    expect(response.body).toContain('No messages yet.');
  });

  it("lists what the app's mailer sent, newest first, and shows each message", async () => {
    const verification = VERIFICATION_EMAIL.render(APP_URL, {
      name: '<script>alert(1)</script>',
      url: '/verify-email?token=first',
    });
    const reset = PASSWORD_RESET_EMAIL.render(APP_URL, { name: 'Ada', url: '/reset-password?token=second' });
    await t.app.mailer.send({ to: 'ada@example.test', template: 'verification', ...verification });
    await t.app.mailer.send({ to: 'ada+<b>@example.test', template: 'password-reset', ...reset });

    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    const page = list.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Mailbox · Counsel CLE mailbox</title>');
    for (const header of ['Time', 'To', 'Subject', 'Template'])
      expect(page).toContain(`<th scope="col">${header}</th>`);
    expect(page).not.toContain('<script');
    expect(page).toContain('ada+&lt;b&gt;@example.test');
    expect(page.indexOf(reset.subject)).toBeLessThan(page.indexOf(verification.subject));
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");

    const [newest, oldest] = await new MailOutboxRepository(t.database.db).findMany(10);
    expect(page).toContain(`<a href="/dev/mailbox/${oldest?.id ?? ''}">${verification.subject}</a>`);

    const shown = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${oldest?.id ?? ''}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.body).toContain(`<h1>${verification.subject}</h1>`);
    expect(shown.body).not.toContain('<script');
    // The HTML part as sent, inside a sandboxed frame (escaped into srcdoc), links opening in the whole window.
    expect(shown.body).toMatch(
      /<iframe title="HTML part of the message" sandbox="[^"]*" srcdoc="&lt;!doctype html&gt;/,
    );
    expect(shown.body).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(shown.body).toContain(`href=&quot;${APP_URL}/verify-email?token=first&quot;`);
    // The text part in a <pre>, its link clickable.
    expect(shown.body).toContain('<pre>Counsel CLE\n');
    expect(shown.body).toContain(`<a href="${APP_URL}/verify-email?token=first">`);
    expect(shown.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');

    const upper = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${(newest?.id ?? '').toUpperCase()}`,
    });
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toContain('This link expires in 1 hour.');
  });

  it('lists a message’s attachments, each a download of what was sent', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.app.mailer.send({
      to: 'invitee@example.test',
      template: 'live-registration',
      subject: 'With a file',
      html: '<p>See the file.</p>',
      text: 'See the file.',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
    });
    const [message] = await new MailOutboxRepository(t.database.db).findMany(1);
    const shown = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id ?? ''}` });
    expect(shown.body).toContain('<h2>Attachments</h2>');
    expect(shown.body).toContain(
      `<a href="/dev/mailbox/${message?.id ?? ''}/attachments/0" download="invite.ics">invite.ics</a>`,
    );
    const file = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${message?.id ?? ''}/attachments/0`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toBe('attachment; filename="invite.ics"');
    expect(file.body).toBe(ics);
    for (const url of [
      `/dev/mailbox/${message?.id ?? ''}/attachments/1`,
      '/dev/mailbox/not-a-uuid/attachments/0',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message?.id ?? ''}/attachments/x` }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 404 MESSAGE_NOT_FOUND for an unknown or malformed id, never a 5xx', async () => {
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1'; drop table mail_outbox; --",
      '%00',
      '%E0%A4%A',
      '0'.repeat(150),
    ];
    for (const id of ids) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBeLessThan(500);
      expect(response.statusCode, id).toBe(404);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
    });
    expect(ErrorBodySchema.parse(unknown.json()).error.code).toBe('MESSAGE_NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: '/dev/mailbox/not-a-uuid' });
    expect(ErrorBodySchema.parse(malformed.json()).error.code).toBe('MESSAGE_NOT_FOUND');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths).join()).not.toContain('/dev/');
  });
});

describe('the mailbox when it is off', () => {
  const cases = [
    { name: 'MAIL_OUTBOX_UI=false', overrides: { MAIL_OUTBOX_UI: 'false' } },
    {
      name: 'production, even with MAIL_OUTBOX_UI=true',
      overrides: { NODE_ENV: 'production', MAIL_OUTBOX_UI: 'true', BETTER_AUTH_SECRET: 'x'.repeat(32) },
    },
  ] as const;

  for (const { name, overrides } of cases) {
    it(`does not exist: ${name}`, async () => {
      const t = await createTestApp({ ...overrides, WEB_DIST_DIR: webDir() });
      try {
        await t.app.mailer.send({
          to: 'a@example.test',
          subject: 'S',
          html: '<p>S</p>',
          text: 'S',
          template: 'test',
        });
        const [row] = await new MailOutboxRepository(t.database.db).findMany(1);
        for (const url of ['/dev/mailbox', `/dev/mailbox/${row?.id ?? ''}`, '/dev']) {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(404);
          expect(ErrorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
        }
        // The web app is still served for its own routes.
        expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }
});
