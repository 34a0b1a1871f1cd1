import type { PaymentSession } from '@counsel/contracts';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { formatMoney } from '../../../lib/format-money';
import type { PaymentResultState } from '../hooks/use-payment-session';

export interface PaymentResultProps {
  state: PaymentResultState;
  /** After giving up (or an error): ask again, for another minute. */
  onCheckAgain: () => void;
  /** A request is on its way (the Check again button spins). */
  checking: boolean;
}

/** The page's heading for each state. */
export function paymentResultTitle(state: PaymentResultState): string {
  switch (state.kind) {
    case 'loading':
    case 'pending':
      return 'Your payment';
    case 'paid':
      return 'Thank you for your purchase';
    case 'failed':
      return 'Payment failed';
    case 'refunded':
      return 'You already have a membership';
    case 'timed-out':
      return 'Your payment is still processing';
    case 'not-found':
      return "We can't find this payment";
    case 'error':
      return 'We could not check your payment';
  }
}

/** What the live region says: read out when it changes (pending → paid, failed or still processing). */
function announcement(state: PaymentResultState): { icon: ReactNode; text: string; hint?: string } {
  const icon = (Icon: typeof Clock, colour: string, spin = false) => (
    <Icon
      aria-hidden="true"
      className={`size-6 shrink-0 ${colour} ${spin ? 'animate-spin motion-reduce:animate-none' : ''}`}
    />
  );
  switch (state.kind) {
    case 'loading':
    case 'pending':
      return {
        icon: icon(LoaderCircle, 'text-brand-600', true),
        text: 'Confirming your payment…',
        hint: 'This usually takes a few seconds. You can keep this page open.',
      };
    case 'paid':
      return {
        icon: icon(CircleCheck, 'text-green-600'),
        text: 'Your payment is confirmed.',
        hint: 'A receipt is on its way to your e-mail.',
      };
    case 'failed':
      return {
        icon: icon(CircleAlert, 'text-red-700'),
        text: 'Your payment did not go through, so nothing was bought.',
        hint: 'The card may have been declined, or the checkout was cancelled. You can try again.',
      };
    case 'refunded':
      return {
        icon: icon(CircleCheck, 'text-green-600'),
        text: 'You were not charged twice: this second membership was cancelled and refunded.',
        hint: 'Your membership, courses and certificates are unchanged. The refund reaches your card within 5 to 10 business days; we sent you an e-mail about it.',
      };
    case 'timed-out':
      return {
        icon: icon(Clock, 'text-amber-600'),
        text: "Your payment is still processing — we'll e-mail you a receipt once it is confirmed.",
        hint: 'Refresh this page later to see it, or check again now.',
      };
    case 'not-found':
      return {
        icon: icon(SearchX, 'text-slate-600'),
        text: "We can't find this payment.",
        hint: 'The link may be incomplete, or the payment was made from another account.',
      };
    case 'error':
      return {
        icon: icon(CircleAlert, 'text-red-700'),
        text: errorReason(state.error, 'Something went wrong. Please try again.'),
      };
  }
}

function Purchase({ session }: { session: PaymentSession }) {
  return (
    <section aria-labelledby="purchase-heading" className="mt-8">
      <h2 id="purchase-heading" className="text-xl font-bold text-slate-900">
        Your purchase
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <dt className="font-medium text-slate-700">Item</dt>
          <dd className="text-slate-900">{session.description}</dd>
        </div>
        {session.kind === 'ENTERPRISE' ? (
          <div className="flex flex-wrap justify-between gap-2 p-4">
            <dt className="font-medium text-slate-700">Seats</dt>
            <dd className="text-slate-900">{session.seats}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 p-4">
          <dt className="font-medium text-slate-700">Amount paid</dt>
          <dd className="font-semibold text-slate-900">
            {formatMoney(session.amountCents, session.currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function NextSteps({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="next-heading" className="mt-8">
      <h2 id="next-heading" className="text-xl font-bold text-slate-900">
        What&apos;s next
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

function Actions({ state, onCheckAgain, checking }: PaymentResultProps) {
  switch (state.kind) {
    case 'loading':
    case 'pending':
      return null;
    case 'paid': {
      const { session } = state;
      if (session.kind === 'COURSE') {
        return (
          <NextSteps>
            {session.courseSlug ? (
              <Button text="Go to the course" href={paths.course(session.courseSlug)} />
            ) : null}
            <Button variant="secondary" text="Browse courses" href={paths.browse} />
          </NextSteps>
        );
      }
      return (
        <NextSteps>
          <Button text="Browse courses" href={paths.browse} />
          <Button variant="secondary" text="See your membership in Settings" href={paths.settings} />
        </NextSteps>
      );
    }
    case 'failed':
      return (
        <div className="mt-8 flex flex-wrap gap-3">
          <Button text="Back to plans" href={paths.choosePlan} />
          {state.session.kind === 'COURSE' && state.session.courseSlug ? (
            <Button
              variant="secondary"
              text="Back to the course"
              href={paths.course(state.session.courseSlug)}
            />
          ) : null}
        </div>
      );
    case 'refunded':
      return (
        <NextSteps>
          <Button text="See your membership in Settings" href={paths.settings} />
          <Button variant="secondary" text="Browse courses" href={paths.browse} />
        </NextSteps>
      );
    case 'timed-out':
    case 'error':
      return (
        <div className="mt-8 flex flex-wrap gap-3">
          <Button text="Check again" loading={checking} onClick={onCheckAgain} />
          <Button variant="secondary" text="Browse courses" href={paths.browse} />
        </div>
      );
    case 'not-found':
      return (
        <div className="mt-8 flex flex-wrap gap-3">
          <Button text="Back to plans" href={paths.choosePlan} />
          <Button variant="secondary" text="Go to Settings" href={paths.settings} />
        </div>
      );
  }
}

/**
 * The payment result page's body: one live region that says where the payment stands (read out as it moves from
 * pending to paid or failed), then what was bought and where to go next.
 */
export function PaymentResult(props: PaymentResultProps) {
  const { state } = props;
  const { icon, text, hint } = announcement(state);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{paymentResultTitle(state)}</h1>
      {/* The same element in every state, so assistive technology announces each change. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-4 flex items-start gap-3">
        {icon}
        <div>
          <p className="text-lg font-semibold text-slate-900">{text}</p>
          {hint ? <p className="mt-1 text-slate-700">{hint}</p> : null}
        </div>
      </div>
      {state.kind === 'paid' ? <Purchase session={state.session} /> : null}
      <Actions {...props} />
    </div>
  );
}
