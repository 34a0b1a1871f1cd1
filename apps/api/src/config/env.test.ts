import { describe, expect, it } from 'vitest';
import { databaseTarget } from '../db/database.js';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has working defaults for npm start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      APP_URL: 'http://localhost:3000',
      SEED_DEMO_DATA: true,
      CORS_ORIGINS: [],
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, and refuses a pool of none', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/counsel';
    expect(databaseTarget(loadConfig({ DATABASE_URL: url }))).toEqual({ kind: 'postgres', url });
    expect(databaseTarget(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '24' }))).toEqual({
      kind: 'postgres',
      url,
      poolMax: 24,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('follows PORT in the default APP_URL and parses lists and flags', () => {
    const config = loadConfig({
      PORT: '3500',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO_DATA: 'false',
    });
    expect(config.APP_URL).toBe('http://localhost:3500');
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_DEMO_DATA).toBe(false);
  });

  it('configures mail: outbox and its mailbox by default, SMTP by URL, never the mailbox in production', () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Counsel CLE <no-reply@counsel-cle.local>');
    expect(defaults.MAIL_OUTBOX_UI).toBe(true);
    expect(defaults.mailOutboxUi).toBe(true);
    expect(loadConfig({ MAIL_OUTBOX_UI: 'false' }).mailOutboxUi).toBe(false);
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...production, MAIL_OUTBOX_UI: 'true' }).mailOutboxUi).toBe(false);
    for (const url of ['smtp://127.0.0.1:2525', 'smtps://user:secret@mail.example.com:465']) {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
    for (const url of ['http://mail.example.com', 'mail.example.com:25', 'smtp:/x']) {
      expect(() => loadConfig({ SMTP_URL: url }), url).toThrow(/SMTP_URL/);
    }
    expect(() => loadConfig({ MAIL_FROM: 'a@example.com\nBcc: b@example.com' })).toThrow(/MAIL_FROM/);
  });

  it('refuses a bad configuration with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('wants the OIDC settings together or not at all', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://securetoken.google.com/p' })).toThrow(/OIDC_ISSUER/);
    const config = loadConfig({
      OIDC_ISSUER: 'https://securetoken.google.com/p',
      OIDC_AUDIENCE: 'p',
      OIDC_JWKS_URL:
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    });
    expect(config.OIDC_AUDIENCE).toBe('p');
  });

  it('switches Google sign-in on with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, off by default', () => {
    expect(loadConfig({}).googleSignIn).toBeNull();
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID/);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.googleSignIn).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
    });
  });

  it('switches payments to Stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, sandbox by default', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    // Production without the pair starts too: the sandbox adapter is used.
    expect(loadConfig(production).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    const config = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' });
  });

  it('refuses a publishable key as STRIPE_SECRET_KEY without echoing the value', () => {
    let message = '';
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_visible', STRIPE_WEBHOOK_SECRET: 'whsec_hidden' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).not.toContain('pk_test_visible');
    expect(message).not.toContain('whsec_hidden');
  });

  it('requires BETTER_AUTH_SECRET in production, of 32 characters or more', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'y'.repeat(32) }).isProduction).toBe(
      true,
    );
  });

  it('reports errors to Sentry only with a DSN, and refuses what is not one', () => {
    expect(loadConfig({}).SENTRY_DSN).toBeUndefined();
    expect(loadConfig({}).SENTRY_BROWSER_DSN).toBeUndefined();
    const dsn = 'https://0123456789abcdef@o42.ingest.us.sentry.io/4508';
    expect(loadConfig({ SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: dsn })).toMatchObject({
      SENTRY_DSN: dsn,
      SENTRY_BROWSER_DSN: dsn,
    });
    expect(loadConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/1' }).SENTRY_DSN).toBe(
      'http://key@127.0.0.1:9000/1',
    );
    for (const bad of ['https://o42.ingest.sentry.io/4508', 'https://key@sentry.io/', 'ftp://key@host/1']) {
      expect(() => loadConfig({ SENTRY_DSN: bad }), bad).toThrow(/SENTRY_DSN/);
      expect(() => loadConfig({ SENTRY_BROWSER_DSN: bad }), bad).toThrow(/SENTRY_BROWSER_DSN/);
    }
  });
});
