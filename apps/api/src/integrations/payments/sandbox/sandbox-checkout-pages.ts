import { escapeHtml } from '../../mail/escape-html.js';
import { TEST_CARDS } from './sandbox-cards.js';
import type { CheckoutView } from './sandbox-checkout.js';
import { alert, formatMoney, link, page, perInterval } from './sandbox-page-layout.js';

/** The sandbox's hosted checkout pages (layout and escaping rules in sandbox-page-layout.ts). */

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
