import { formatCents } from '@counsel/domain';
import { escapeHtml } from '../../mail/escape-html.js';
import { TEST_CARDS } from './sandbox-cards.js';
import type { CheckoutView } from './sandbox-checkout.js';
import type { PortalActionName, PortalSubscriptionView, PortalView } from './sandbox-portal.js';
import { MAX_SEATS, MIN_SEATS } from './sandbox-portal.js';

/**
 * Server-rendered pages of the sandbox payment provider: checkout and the customer portal. No script anywhere (the
 * app's CSP allows none inline): every action is a plain HTML form POSTing back. Styles are inline, which the CSP
 * allows. Every dynamic value is escaped.
 */

/** Integer cents as money: `$1,234.00` for US dollars, `EUR 1,234.00` for other currencies. No floating point. */
export function formatMoney(cents: number, currency: string): string {
  if (!Number.isSafeInteger(cents)) throw new Error('Money is a whole number of cents');
  return formatCents(cents, currency);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function date(value: Date): string {
  return `<time datetime="${value.toISOString()}">${escapeHtml(DATE_FORMAT.format(value))}</time>`;
}

function perInterval(interval: 'month' | 'year' | undefined): string {
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

function page(title: string, body: string): string {
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

function alert(message: string | null | undefined): string {
  return message ? `<div class="error" role="alert"><p>${escapeHtml(message)}</p></div>` : '';
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

function orderSummary(view: CheckoutView): string {
  const { session, price } = view;
  const rows = [`<dt>Item</dt><dd>${escapeHtml(session.productName)}</dd>`];
  if (session.mode === 'subscription') {
    if (price) rows.push(`<dt>Plan</dt><dd>${escapeHtml(price.planName)}</dd>`);
    rows.push(`<dt>Seats</dt><dd>${session.quantity}</dd>`);
    if (price)
      rows.push(`<dt>Billed</dt><dd>${price.interval === 'year' ? 'Every year' : 'Every month'}</dd>`);
  }
  rows.push(
    `<dt>Total</dt><dd class="total">${formatMoney(session.amountTotalCents, session.currency)}${perInterval(
      session.mode === 'subscription' ? price?.interval : undefined,
    )}</dd>`,
  );
  return `<section class="panel" aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<dl>
${rows.join('\n')}
</dl>
</section>`;
}

function testCardsTable(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td><code>${card.display}</code></td><td>${escapeHtml(card.description)}</td></tr>`,
  );
  return `<section aria-labelledby="test-cards-heading">
<h2 id="test-cards-heading">Test cards</h2>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<p class="hint">No expiry date or security code is needed here: the sandbox only reads the number.</p>
</section>`;
}

/** GET /sandbox/checkout/:sessionId — the open session: the order, the card field, the test cards. */
export function checkoutPage(
  view: CheckoutView,
  options: { error?: string | null; cardNumber?: string } = {},
): string {
  const { session } = view;
  const error = options.error ?? null;
  const total = formatMoney(session.amountTotalCents, session.currency);
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout — no real payment</h1>
<p class="lead">Pay for your Counsel CLE order with one of the test cards below.</p>
${orderSummary(view)}
${alert(error)}
<form method="post" action="/sandbox/checkout/${escapeHtml(session.id)}/pay" class="panel">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="40" value="${escapeHtml(options.cardNumber ?? '')}" aria-describedby="card-hint"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="card-hint">Use a test card listed below, for example 4242 4242 4242 4242.</p>
<button type="submit">Pay ${total}</button>
</form>
${testCardsTable()}
<p>${link(session.cancelUrl, 'Cancel and return to Counsel CLE')}</p>`,
  );
}

/** The second step of the card that needs confirming (a stand-in for 3-D Secure). */
export function confirmPage(view: CheckoutView, cardNumber: string): string {
  const { session } = view;
  return page(
    'Confirm this payment',
    `<h1>Confirm this payment</h1>
<p class="lead">Your bank asks you to confirm this payment before it goes through.</p>
${orderSummary(view)}
<form method="post" action="/sandbox/checkout/${escapeHtml(session.id)}/confirm" class="panel">
<input type="hidden" name="cardNumber" value="${escapeHtml(cardNumber)}">
<p>Confirm the payment of <strong>${formatMoney(session.amountTotalCents, session.currency)}</strong> with the test card ending in ${escapeHtml(cardNumber.slice(-4))}?</p>
<button type="submit" name="decision" value="confirm">Confirm</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
</form>`,
  );
}

export function checkoutCompletePage(view: CheckoutView): string {
  return page(
    'Checkout complete',
    `<h1>This checkout is complete</h1>
<p class="lead">It has been paid; there is nothing more to do here.</p>
${orderSummary(view)}
<p>${link(view.successUrl, 'Continue to Counsel CLE')}</p>`,
  );
}

export function checkoutExpiredPage(view: CheckoutView): string {
  return page(
    'Checkout expired',
    `<h1>This checkout has expired</h1>
<p class="lead">Nothing was charged. Start again from Counsel CLE to buy this.</p>
<p>${link(view.session.cancelUrl, 'Return to Counsel CLE')}</p>`,
  );
}

export function checkoutNotFoundPage(appUrl: string): string {
  return page(
    'Checkout not found',
    `<h1>Checkout not found</h1>
<p class="lead">This checkout link is not valid. Nothing was charged.</p>
<p>${link(`${appUrl}/`, 'Go to Counsel CLE')}</p>`,
  );
}

const NOTICES: Record<PortalActionName, string> = {
  'cancel-at-period-end': 'Your subscription will end at the end of the current billing period.',
  resume: 'Your subscription will renew as usual.',
  seats: 'The number of seats was updated.',
  plan: 'Your billing period was changed.',
  card: 'Your test card was updated.',
  'cancel-now': 'The subscription has ended.',
};

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function portalForm(
  view: PortalView,
  entry: PortalSubscriptionView,
  action: PortalActionName,
  inner: string,
  className = 'inline',
): string {
  const actionPath = `/sandbox/portal/${view.token}/${action}?return_url=${encodeURIComponent(view.returnUrl)}`;
  return `<form method="post" action="${escapeHtml(actionPath)}" class="${className}">
<input type="hidden" name="subscriptionId" value="${escapeHtml(entry.subscription.id)}">
${inner}
</form>`;
}

function subscriptionPanel(view: PortalView, entry: PortalSubscriptionView, index: number): string {
  const { subscription, price } = entry;
  const ended = subscription.status === 'canceled';
  const interval = price?.interval;
  const title = `${price?.planName ?? subscription.priceId}${interval ? ` — ${interval === 'year' ? 'annual' : 'monthly'}` : ''}`;
  const status = STATUS_LABELS[subscription.status] ?? subscription.status;
  const rows = [
    `<dt>Status</dt><dd>${escapeHtml(status)}${subscription.cancelAtPeriodEnd && !ended ? ' — cancels at the end of the period' : ''}</dd>`,
  ];
  if (entry.seatsEditable || subscription.quantity > 1)
    rows.push(`<dt>Seats</dt><dd>${subscription.quantity}</dd>`);
  if (entry.amountCents !== null && price) {
    rows.push(
      `<dt>Price</dt><dd>${formatMoney(entry.amountCents, price.currency)}${perInterval(interval)}</dd>`,
    );
  }
  if (ended) {
    if (subscription.canceledAt) rows.push(`<dt>Ended on</dt><dd>${date(subscription.canceledAt)}</dd>`);
  } else {
    rows.push(
      `<dt>${subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt><dd>${date(subscription.currentPeriodEnd)}</dd>`,
    );
  }
  rows.push(`<dt>Card</dt><dd>Test card ending in ${escapeHtml(subscription.cardLast4)}</dd>`);

  const actions: string[] = [];
  if (!ended) {
    actions.push(
      subscription.cancelAtPeriodEnd
        ? portalForm(view, entry, 'resume', '<button type="submit">Resume subscription</button>')
        : portalForm(
            view,
            entry,
            'cancel-at-period-end',
            '<button type="submit" class="danger">Cancel at period end</button>',
          ),
    );
    if (entry.switchTo) {
      actions.push(
        portalForm(
          view,
          entry,
          'plan',
          `<input type="hidden" name="priceId" value="${escapeHtml(entry.switchTo.id)}">
<button type="submit" class="secondary">Switch to ${entry.switchTo.interval === 'year' ? 'annual' : 'monthly'} billing</button>`,
        ),
      );
    }
    if (entry.seatsEditable) {
      actions.push(
        portalForm(
          view,
          entry,
          'seats',
          `<label for="seats-${index}">Seats</label>
<input id="seats-${index}" name="quantity" type="number" min="${MIN_SEATS}" max="${MAX_SEATS}" step="1" required value="${subscription.quantity}" aria-describedby="seats-hint-${index}">
<p class="hint" id="seats-hint-${index}">From ${MIN_SEATS} to ${MAX_SEATS} seats.</p>
<button type="submit" class="secondary">Update seats</button>`,
          '',
        ),
      );
    }
    actions.push(
      portalForm(
        view,
        entry,
        'card',
        `<label for="card-${index}">New test card number</label>
<input id="card-${index}" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="40" aria-describedby="card-hint-${index}">
<p class="hint" id="card-hint-${index}">4242 4242 4242 4242 works; 4000 0000 0000 0002 is declined.</p>
<button type="submit" class="secondary">Update card</button>`,
        '',
      ),
    );
    actions.push(`<fieldset>
<legend>Sandbox-only action</legend>
<p class="hint">Stripe's portal has no such button: this ends the subscription at once, as if its last period had passed.</p>
${portalForm(view, entry, 'cancel-now', '<button type="submit" class="danger">End subscription now</button>')}
</fieldset>`);
  }

  return `<section class="panel" aria-labelledby="subscription-${index}">
<h3 id="subscription-${index}">${escapeHtml(title)}</h3>
<dl>
${rows.join('\n')}
</dl>
${actions.join('\n')}
</section>`;
}

function invoicesTable(view: PortalView): string {
  if (view.invoices.length === 0) return '<p>No invoices yet.</p>';
  const rows = view.invoices.map(
    (invoice) => `<tr>
<td>${date(invoice.createdAt)}</td>
<td>${escapeHtml(invoice.description)}</td>
<td>${formatMoney(invoice.amountCents, invoice.currency)}</td>
<td>${escapeHtml(invoice.status === 'paid' ? 'Paid' : invoice.status)}</td>
</tr>`,
  );
  return `<table>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

/** GET /sandbox/portal/:portalId — the customer's subscriptions (with their actions) and invoices. */
export function portalPage(
  view: PortalView,
  options: { notice?: PortalActionName | null; error?: string | null } = {},
): string {
  const notice = options.notice ? NOTICES[options.notice] : null;
  const subscriptions =
    view.subscriptions.length === 0
      ? '<p>No subscriptions on this account.</p>'
      : view.subscriptions.map((entry, index) => subscriptionPanel(view, entry, index + 1)).join('\n');
  return page(
    'Billing portal',
    `<h1>Sandbox billing portal — no real payment</h1>
<p class="lead">Your Counsel CLE membership and invoices. Changes take effect at once.</p>
${notice ? `<div class="success" role="status"><p>${escapeHtml(notice)}</p></div>` : ''}
${alert(options.error)}
<h2>Subscriptions</h2>
${subscriptions}
<h2>Invoices</h2>
${invoicesTable(view)}
<p>${link(view.returnUrl, 'Return to Counsel CLE')}</p>`,
  );
}

export function portalExpiredPage(returnUrl: string): string {
  return page(
    'Billing portal link expired',
    `<h1>This billing portal link has expired</h1>
<p class="lead">Open “Manage billing” in Counsel CLE again to get a new one.</p>
<p>${link(returnUrl, 'Return to Counsel CLE')}</p>`,
  );
}

export function portalNotFoundPage(appUrl: string): string {
  return page(
    'Billing portal link not valid',
    `<h1>Billing portal link not valid</h1>
<p class="lead">Open “Manage billing” in Counsel CLE to get a working link.</p>
<p>${link(`${appUrl}/`, 'Go to Counsel CLE')}</p>`,
  );
}
