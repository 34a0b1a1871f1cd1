import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCardNumber } from './sandbox-cards.js';
import { addInterval, priceAmountCents, successUrlOf } from './sandbox-context.js';
import { previousAttributes } from './sandbox-events.js';
import { formatMoney } from './sandbox-page-layout.js';
import { portalPage } from './sandbox-portal-pages.js';
import { signPortalToken, verifyPortalToken } from './sandbox-portal-token.js';
import { resolveSandboxWebhookSecret, SANDBOX_SECRET_FILE } from './sandbox-secret.js';
import type { SandboxPrice } from './sandbox-store.js';

describe('sandbox money, dates and cards', () => {
  it('formats integer cents without floating point', () => {
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(5, 'usd')).toBe('$0.05');
    expect(formatMoney(123456789, 'usd')).toBe('$1,234,567.89');
    expect(formatMoney(123400, 'USD')).toBe('$1,234.00');
    expect(formatMoney(99, 'eur')).toBe('0.99 EUR');
    expect(formatMoney(-2500, 'usd')).toBe('-$25.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'usd')).toBe('$90,071,992,547,409.91');
    expect(() => formatMoney(1.5, 'usd')).toThrow();
  });

  it('adds calendar months and years the way Stripe bills (the day is clamped)', () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month')).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'month')).toEqual(new Date('2028-02-29T10:00:00Z'));
    expect(addInterval(new Date('2027-12-15T00:00:00Z'), 'month')).toEqual(new Date('2028-01-15T00:00:00Z'));
    expect(addInterval(new Date('2028-02-29T08:00:00Z'), 'year')).toEqual(new Date('2029-02-28T08:00:00Z'));
  });

  it('prices seats by volume tier, or by the unit amount', () => {
    const tiered: SandboxPrice = {
      id: 'enterprise-monthly',
      planId: 'p',
      planName: 'Enterprise',
      planKind: 'ENTERPRISE',
      productId: 'enterprise',
      interval: 'month',
      currency: 'usd',
      unitAmountCents: null,
      minSeats: 2,
      maxSeats: 1000,
      tiers: [
        { minSeats: 2, maxSeats: 9, unitAmountCents: 2500 },
        { minSeats: 10, maxSeats: 49, unitAmountCents: 2000 },
        { minSeats: 50, maxSeats: null, unitAmountCents: 1500 },
      ],
    };
    expect(priceAmountCents(tiered, 9)).toBe(22500);
    expect(priceAmountCents(tiered, 12)).toBe(24000);
    expect(priceAmountCents(tiered, 1000)).toBe(1500000);
    expect(priceAmountCents(tiered, 1)).toBeNull();
    expect(priceAmountCents({ ...tiered, unitAmountCents: 2900, tiers: [] }, 1)).toBe(2900);
  });

  it('reads test card numbers with spaces or dashes, and nothing else', () => {
    expect(checkCardNumber('4242-4242-4242-4242')).toMatchObject({ kind: 'card', last4: '4242' });
    expect(checkCardNumber(' 4000 0000 0000 0002 ')).toMatchObject({ card: { outcome: 'declined' } });
    expect(checkCardNumber('4000002500003155')).toMatchObject({ card: { outcome: 'requires-confirmation' } });
    expect(checkCardNumber('4242')).toMatchObject({ kind: 'invalid' });
    expect(checkCardNumber(undefined)).toEqual({ kind: 'invalid', message: 'Enter a card number.' });
  });

  it('fills {CHECKOUT_SESSION_ID} in the success URL', () => {
    expect(
      successUrlOf({ id: 'cs_sandbox_1', successUrl: 'http://a.test/ok?s={CHECKOUT_SESSION_ID}&x=1' }),
    ).toBe('http://a.test/ok?s=cs_sandbox_1&x=1');
  });

  it('lists only the changed top-level fields as previous attributes', () => {
    expect(previousAttributes({ a: 1, b: { c: 2 }, d: null }, { a: 1, b: { c: 3 }, d: 'x' })).toEqual({
      b: { c: 2 },
      d: null,
    });
  });
});

describe('sandbox portal links', () => {
  const secret = 'whsec_sandbox_unit_0123456789abcdef';
  const now = new Date('2027-05-01T12:00:00Z');
  const returnUrl = 'http://counsel.test/dashboard/settings';
  const token = signPortalToken(secret, {
    customerId: 'cus_sandbox_abc',
    returnUrl,
    expiresAt: new Date(now.getTime() + 60_000),
  });

  it('verifies its own links until they expire', () => {
    expect(verifyPortalToken(secret, token, returnUrl, now)).toMatchObject({
      kind: 'valid',
      customerId: 'cus_sandbox_abc',
    });
    expect(verifyPortalToken(secret, token, returnUrl, new Date(now.getTime() + 60_000))).toEqual({
      kind: 'expired',
      customerId: 'cus_sandbox_abc',
    });
  });

  it('refuses another secret, customer, expiry or return URL', () => {
    const [customer, expiry, mac] = token.split('.') as [string, string, string];
    for (const [candidate, url, key] of [
      [token, returnUrl, 'whsec_sandbox_other_0123456789abcdef'],
      [`cus_sandbox_abd.${expiry}.${mac}`, returnUrl, secret],
      [`${customer}.${Number(expiry) + 3600}.${mac}`, returnUrl, secret],
      [token, 'https://evil.example/', secret],
      [`${token}x`, returnUrl, secret],
      ['', returnUrl, secret],
    ] as const) {
      expect(verifyPortalToken(key, candidate, url, now)).toEqual({ kind: 'invalid' });
    }
  });

  it('escapes what the portal page shows', () => {
    const html = portalPage(
      {
        customerId: 'cus_sandbox_abc',
        token,
        returnUrl: 'http://counsel.test/back?a="><script>x</script>',
        subscriptions: [],
        invoices: [
          {
            id: 'in_1',
            subscriptionId: null,
            customerId: 'cus_sandbox_abc',
            amountCents: 123456789,
            currency: 'usd',
            status: 'paid',
            description: '<img src=x onerror=alert(1)>',
            createdAt: now,
          },
        ],
      },
      { error: '<b>no</b>' },
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>no');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('$1,234,567.89');
    expect(html).toContain('<p>No subscriptions on this account.</p>');
  });
});

describe('sandbox webhook secret', () => {
  it('takes SANDBOX_WEBHOOK_SECRET, else keeps a generated one in DATA_DIR (0600) across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-sandbox-'));
    const configured = 'whsec_configured_0123456789abcdef0123456789';
    expect(resolveSandboxWebhookSecret({ SANDBOX_WEBHOOK_SECRET: configured, DATA_DIR: dataDir })).toBe(
      configured,
    );
    const generated = resolveSandboxWebhookSecret({ DATA_DIR: dataDir });
    expect(generated).toMatch(/^whsec_sandbox_[0-9a-f]{64}$/);
    const file = path.join(dataDir, SANDBOX_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(generated);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSandboxWebhookSecret({ DATA_DIR: dataDir })).toBe(generated);
  });
});
