import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { scrubBrowserEvent, stripUrl } from './sentry-error-reporting';

const EMAIL = 'ada.lovelace@example.com';
const TOKEN = 'invite-token-51c9e0';

describe('stripUrl', () => {
  it('drops the query string and the fragment', () => {
    expect(stripUrl(`https://counsel.example/auth/accept-invitation?token=${TOKEN}#top`)).toBe(
      'https://counsel.example/auth/accept-invitation',
    );
    expect(stripUrl('https://counsel.example/reset#token')).toBe('https://counsel.example/reset');
    expect(stripUrl('https://counsel.example/dashboard')).toBe('https://counsel.example/dashboard');
  });
});

describe('scrubBrowserEvent', () => {
  it('keeps the user id, the page without its query and the stack; nothing else about the person', () => {
    const fat: ErrorEvent = {
      type: undefined,
      event_id: 'e1',
      level: 'error',
      platform: 'javascript',
      sdk: { name: 'sentry.javascript.browser', version: '11.12.0', settings: { infer_ip: 'auto' } },
      user: { id: 'user-1', email: EMAIL, ip_address: '{{auto}}', username: 'ada' },
      request: {
        url: `https://counsel.example/auth/reset-password?token=${TOKEN}`,
        headers: { 'User-Agent': 'Mozilla/5.0', Referer: `https://mail.example/?to=${EMAIL}` },
      },
      tags: { email: EMAIL },
      extra: { form: { email: EMAIL } },
      contexts: { culture: { timezone: 'Europe/London' } },
      breadcrumbs: [{ category: 'navigation', data: { to: `/auth/accept-invitation?token=${TOKEN}` } }],
      message: `could not invite ${EMAIL}`,
      exception: {
        values: [
          {
            type: 'TypeError',
            value: `Failed to load /auth/accept-invitation?token=${TOKEN} for ${EMAIL}`,
            stacktrace: {
              frames: [
                {
                  filename: `https://counsel.example/assets/index-abc.js?v=1#${TOKEN}`,
                  abs_path: `https://counsel.example/assets/index-abc.js?token=${TOKEN}`,
                  lineno: 1,
                  vars: { email: EMAIL },
                },
              ],
            },
          },
        ],
      },
    };
    const event = scrubBrowserEvent(fat);
    const sent = JSON.stringify(event);
    for (const secret of [EMAIL, TOKEN, 'Mozilla', 'London', '{{auto}}', 'ada']) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(event.user).toEqual({ id: 'user-1' });
    expect(event.request).toEqual({ url: 'https://counsel.example/auth/reset-password' });
    expect(event.sdk?.settings).toEqual({ infer_ip: 'never' });
    expect(event.message).toBe('could not invite [email]');
    const exception = event.exception?.values?.[0];
    expect(exception?.value).toBe('Failed to load /auth/accept-invitation for [email]');
    expect(exception?.stacktrace?.frames).toEqual([
      {
        filename: 'https://counsel.example/assets/index-abc.js',
        abs_path: 'https://counsel.example/assets/index-abc.js',
        lineno: 1,
      },
    ]);
    for (const key of ['breadcrumbs', 'tags', 'extra', 'contexts']) expect(event).not.toHaveProperty(key);
  });
});
