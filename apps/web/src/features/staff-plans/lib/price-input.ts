/** Dollars as typed ("29", "29.5", "1,290.00") to whole cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replaceAll(',', '').replace(/^\$/, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a dollar amount for a form field ("29.00"). */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
