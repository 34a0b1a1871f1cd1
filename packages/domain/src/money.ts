/** How whole amounts print: 'always' keeps the cents ("$29.00", receipts and e-mails); 'unless-whole' drops them ("$29", price tags). */
export type CentsDisplay = 'always' | 'unless-whole';

/**
 * Integer cents as en-US money text of a lower-case ISO currency, without floating point: 'usd' → "$1,234.50",
 * another currency → "1,234.50 EUR". Money stays integer cents everywhere else; only this display divides.
 */
export function formatCents(cents: number, currency: string, display: CentsDisplay = 'always'): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.trunc(cents));
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const remainder = absolute % 100;
  const number =
    display === 'unless-whole' && remainder === 0
      ? whole
      : `${whole}.${remainder.toString().padStart(2, '0')}`;
  const code = currency.toUpperCase();
  const amount = code === 'USD' ? `$${number}` : `${number} ${code}`;
  return negative ? `-${amount}` : amount;
}
