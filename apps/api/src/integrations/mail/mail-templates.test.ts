import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from '../../modules/identity/identity-emails.js';
import { appLink, renderEmail } from './mail-templates.js';

const APP_URL = 'https://cle.example.test';

describe('mail templates', () => {
  it('escape every dynamic value in the HTML part', () => {
    const email = VERIFICATION_EMAIL.render(APP_URL, {
      name: '<script>alert("x")</script>',
      url: '/verify-email?token=a"b<c>&d',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(email.html).not.toMatch(/href="[^"]*[<>]/);
    // The text part carries the name as written: it is not HTML.
    expect(email.text).toContain('Hi <script>alert("x")</script>,');
  });

  it('carry an HTML and a real text part with the product name, the heading and the link', () => {
    const email = VERIFICATION_EMAIL.render(APP_URL, {
      name: 'Ada',
      url: `${APP_URL}/verify-email?token=t1`,
    });
    expect(email.subject).toBe('Verify your e-mail address for Counsel CLE');
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(`<title>${email.subject}</title>`);
    expect(email.html).toContain('Counsel CLE');
    expect(email.html).toContain('>Verify your e-mail address</h1>');
    expect(email.html).toContain(`href="${APP_URL}/verify-email?token=t1"`);
    expect(email.html).toContain(`href="${APP_URL}/"`);
    expect(email.text).not.toMatch(/<[a-z]/i);
    expect(email.text).toMatch(/^Counsel CLE\n/);
    expect(email.text).toContain('Verify e-mail address:\nhttps://cle.example.test/verify-email?token=t1');
    expect(email.text).toContain(`${APP_URL}/\n`);
  });

  it('the reset e-mail says the link expires in 1 hour and may be ignored', () => {
    const email = PASSWORD_RESET_EMAIL.render(APP_URL, { name: '', url: '/reset-password/tok' });
    expect(email.subject).toBe('Reset your Counsel CLE password');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('This link expires in 1 hour.');
      expect(part).toContain('If you did not ask to reset your password, you can ignore this e-mail');
      expect(part).toContain(`${APP_URL}/reset-password/tok`);
    }
    expect(email.text).toContain('Hello,');
  });

  it('build links under APP_URL, keep its path, and refuse links to anywhere else', () => {
    expect(appLink('https://example.test/cle', '/verify?x=1')).toBe('https://example.test/cle/verify?x=1');
    expect(appLink('https://example.test/cle/', '')).toBe('https://example.test/cle/');
    expect(appLink(APP_URL, `${APP_URL}/a`)).toBe(`${APP_URL}/a`);
    expect(() => appLink(APP_URL, 'https://evil.example/a')).toThrow(/point into the app/);
    expect(() => appLink(APP_URL, 'javascript:alert(1)')).toThrow(/point into the app/);
    // A protocol-relative link is read as a path inside the app, never as another host.
    expect(appLink(APP_URL, '//evil.example/a')).toBe(`${APP_URL}/evil.example/a`);
    expect(() =>
      renderEmail(APP_URL, {
        subject: 's',
        heading: 'h',
        paragraphs: [],
        action: { label: 'Go', url: 'http://x.test' },
      }),
    ).toThrow(/point into the app/);
  });
});
