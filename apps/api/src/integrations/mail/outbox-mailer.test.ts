import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from '../../modules/identity/identity-emails.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { OutboxMailer } from './outbox-mailer.js';

let database: DatabaseHandle;
let repository: MailOutboxRepository;
beforeAll(async () => {
  database = await createTestDatabase();
  repository = new MailOutboxRepository(database.db);
});
afterAll(async () => database.close());

describe('the outbox mailer', () => {
  it('stores every message with both parts, and lists them newest first', async () => {
    const mailer = new OutboxMailer(repository);
    const appUrl = 'http://localhost:3000';
    const verification = VERIFICATION_EMAIL.render(appUrl, { name: 'Ada', url: '/verify-email?token=one' });
    const reset = PASSWORD_RESET_EMAIL.render(appUrl, { name: 'Ada', url: '/reset-password?token=two' });
    await mailer.send({ to: 'ada@example.test', template: 'verification', ...verification });
    await mailer.send({ to: 'ada@example.test', template: 'password-reset', ...reset });

    const listed = await repository.findMany(10);
    expect(listed.map((row) => row.template)).toEqual(['password-reset', 'verification']);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);

    const id = listed[1]?.id ?? '';
    const stored = await repository.findById(id);
    expect(stored).toMatchObject({
      toAddress: 'ada@example.test',
      subject: verification.subject,
      html: verification.html,
      text: verification.text,
      template: 'verification',
    });
    expect(stored?.text).toContain('http://localhost:3000/verify-email?token=one');
  });

  it('finds nothing for an unknown id and honours the limit', async () => {
    expect(await repository.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await repository.findMany(1)).toHaveLength(1);
  });
});
