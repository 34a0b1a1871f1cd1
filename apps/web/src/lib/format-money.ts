import { formatCents } from '@counsel/domain';

/** A price tag: whole amounts drop the cents ("$29", "$2,640", "$12.50"); the rule is `formatCents` in packages/domain. */
export function formatMoney(cents: number, currency: string): string {
  return formatCents(cents, currency, 'unless-whole');
}
