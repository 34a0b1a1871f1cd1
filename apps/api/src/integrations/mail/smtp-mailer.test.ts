import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/env.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { VERIFICATION_EMAIL } from '../../modules/identity/identity-emails.js';
import { readMimeMessage } from '../../testing/read-mime-message.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createMailer, mailerKind } from './create-mailer.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { SmtpMailer } from './smtp-mailer.js';

const APP_URL = 'https://cle.example.test';

let smtp: SmtpTestServer;
let database: DatabaseHandle;
beforeAll(async () => {
  smtp = await startSmtpTestServer({ rejectRecipient: 'nobody@example.test' });
  database = await createTestDatabase();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('the SMTP mailer', () => {
  it('is chosen when SMTP_URL is set, and delivers both parts to a real SMTP server', async () => {
    const config = testConfig({
      SMTP_URL: smtp.url,
      APP_URL,
      MAIL_FROM: 'Counsel CLE <mail@cle.example.test>',
    });
    expect(mailerKind(config)).toBe('smtp');
    const mailer = createMailer(config, database.db);
    expect(mailer).toBeInstanceOf(SmtpMailer);

    const email = VERIFICATION_EMAIL.render(APP_URL, {
      name: 'Ada Lovelace',
      url: `${APP_URL}/api/identity/verify-email?token=abc123&callbackURL=%2Fdashboard`,
    });
    await mailer.send({ to: 'ada@example.test', template: 'verification', ...email });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('mail@cle.example.test');
    expect(mail?.to).toEqual(['ada@example.test']);
    const message = readMimeMessage(mail?.raw ?? '');
    expect(message.headers.get('subject')).toBe('Verify your e-mail address for Counsel CLE');
    expect(message.headers.get('from')).toBe('Counsel CLE <mail@cle.example.test>');
    expect(message.headers.get('to')).toBe('ada@example.test');
    expect(message.headers.get('x-counsel-template')).toBe('verification');
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative/);

    const link = `${APP_URL}/api/identity/verify-email?token=abc123&callbackURL=%2Fdashboard`;
    expect(message.text).toContain('Counsel CLE');
    expect(message.text).toContain('Hi Ada Lovelace,');
    expect(message.text).toContain(link);
    expect(message.text).not.toContain('<');
    expect(message.html).toContain('<html lang="en">');
    expect(message.html).toContain('Counsel CLE');
    expect(message.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(message.html).toContain(`href="${APP_URL}/"`);
  });

  it('rejects when the server refuses the recipient', async () => {
    const mailer = new SmtpMailer({ url: smtp.url, from: 'Counsel CLE <mail@cle.example.test>' });
    const before = smtp.received.length;
    await expect(
      mailer.send({
        to: 'nobody@example.test',
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
        template: 'test',
      }),
    ).rejects.toThrow();
    expect(smtp.received).toHaveLength(before);
  });
});

describe('the mailer choice', () => {
  it('uses the outbox without SMTP_URL', async () => {
    const config = testConfig();
    expect(mailerKind(config)).toBe('outbox');
    await createMailer(config, database.db).send({
      to: 'grace@example.test',
      subject: 'Stored, not sent',
      html: '<p>Stored</p>',
      text: 'Stored',
      template: 'test',
    });
    const [row] = await new MailOutboxRepository(database.db).findMany(10);
    expect(row).toMatchObject({
      toAddress: 'grace@example.test',
      subject: 'Stored, not sent',
      template: 'test',
    });
  });
});
