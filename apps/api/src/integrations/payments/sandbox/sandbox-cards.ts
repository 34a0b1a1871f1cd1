/**
 * The sandbox's test cards (the numbers Stripe's test mode uses for the same outcomes). Nothing is ever charged;
 * the number only chooses what happens.
 */
export type CardOutcome = 'succeeds' | 'declined' | 'requires-confirmation';

export interface TestCard {
  number: string;
  /** As printed on the page: groups of four. */
  display: string;
  outcome: CardOutcome;
  /** What the page says the card does. */
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    display: '4242 4242 4242 4242',
    outcome: 'succeeds',
    description: 'The payment succeeds.',
  },
  {
    number: '4000000000000002',
    display: '4000 0000 0000 0002',
    outcome: 'declined',
    description: 'The card is declined: nothing is bought.',
  },
  {
    number: '4000002500003155',
    display: '4000 0025 0000 3155',
    outcome: 'requires-confirmation',
    description: 'Your bank asks you to confirm the payment first.',
  },
];

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export type CardCheck =
  { kind: 'card'; card: TestCard; last4: string } | { kind: 'invalid'; message: string };

/** Reads what was typed into the card field: spaces and dashes are ignored; only the test cards are accepted. */
export function checkCardNumber(input: unknown): CardCheck {
  const digits = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (digits.length === 0) return { kind: 'invalid', message: 'Enter a card number.' };
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!card) {
    return {
      kind: 'invalid',
      message: 'The sandbox accepts only the test card numbers listed on this page.',
    };
  }
  return { kind: 'card', card, last4: digits.slice(-4) };
}
