import { formatCents } from '@counsel/domain';
import { escapeHtml } from '../../mail/escape-html.js';

/**
 * The frame of the sandbox payment provider's server-rendered pages (checkout: sandbox-checkout-pages.ts, the
 * customer portal: sandbox-portal-pages.ts) and their small formatting helpers. No script anywhere (the
 * app's CSP allows none inline): every action is a plain HTML form POSTing back. Styles are inline, which the CSP
 * allows. Every dynamic value is escaped.
 */

/** Integer cents as money: `$1,234.00` for US dollars, `EUR 1,234.00` for other currencies. No floating point. */
export function formatMoney(cents: number, currency: string): string {
  if (!Number.isSafeInteger(cents)) throw new Error('Money is a whole number of cents');
  return formatCents(cents, currency);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function date(value: Date): string {
  return `<time datetime="${value.toISOString()}">${escapeHtml(DATE_FORMAT.format(value))}</time>`;
}

export function perInterval(interval: 'month' | 'year' | undefined): string {
  if (interval === 'month') return ' per month';
  if (interval === 'year') return ' per year';
  return '';
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #1f2933; line-height: 1.5; }
  main { max-width: 720px; margin: 0 auto; padding: 24px 20px 48px; }
  .banner { background: #fef3c7; border: 2px dashed #b45309; border-radius: 6px; padding: 10px 14px; margin: 0 0 20px; }
  h1 { font-size: 1.6rem; margin: 0 0 8px; }
  h2 { font-size: 1.15rem; margin: 28px 0 10px; }
  h3 { font-size: 1.05rem; margin: 0 0 8px; }
  p.lead { margin: 0 0 20px; color: #52606d; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .panel { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px 18px; margin: 0 0 16px; }
  .panel h2 { margin-top: 0; }
  .error p, .success p { margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .total { font-size: 1.25rem; font-weight: 700; }
  .error { background: #fee2e2; border: 1px solid #b91c1c; color: #7f1d1d; border-radius: 6px; padding: 10px 14px; margin: 0 0 16px; }
  .success { background: #dcfce7; border: 1px solid #15803d; color: #14532d; border-radius: 6px; padding: 10px 14px; margin: 0 0 16px; }
  form { margin: 12px 0 0; }
  form.inline { display: inline-block; margin: 12px 8px 0 0; }
  label { display: block; font-weight: 600; margin: 0 0 4px; }
  input[type=text], input[type=number] { font: inherit; padding: 8px 10px; border: 1px solid #7b8794; border-radius: 6px; width: 100%; max-width: 320px; box-sizing: border-box; }
  input[aria-invalid=true] { border-color: #b91c1c; }
  button { font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 6px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; margin-top: 8px; }
  button.secondary { background: #fff; color: #1d4ed8; }
  button.danger { background: #fff; color: #b91c1c; border-color: #b91c1c; }
  fieldset { border: 1px dashed #b45309; border-radius: 6px; margin: 16px 0 0; padding: 8px 14px 14px; }
  legend { font-weight: 600; padding: 0 4px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e5e7eb; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f9fafb; font-size: .85rem; text-transform: uppercase; letter-spacing: .03em; }
  code { font-size: .95em; background: #e5e7eb; border-radius: 4px; padding: 1px 5px; white-space: nowrap; }
  .hint { color: #52606d; font-size: .9rem; margin: 4px 0 0; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Counsel CLE sandbox payments</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>Sandbox — no real payment.</strong> This page stands in for Stripe while Counsel CLE runs without a payment account: no card is charged and no money moves.</p>
${body}
</main>
</body>
</html>
`;
}

export function alert(message: string | null | undefined): string {
  return message ? `<div class="error" role="alert"><p>${escapeHtml(message)}</p></div>` : '';
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}
