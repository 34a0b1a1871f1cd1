import { escapeHtml } from '../../mail/escape-html.js';
import type { PortalActionName, PortalSubscriptionView, PortalView } from './sandbox-portal.js';
import { MAX_SEATS, MIN_SEATS } from './sandbox-portal.js';
import { alert, date, formatMoney, link, page, perInterval } from './sandbox-page-layout.js';

/** The sandbox's customer portal pages (layout and escaping rules in sandbox-page-layout.ts). */

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
