/**
 * Amounts in the en-US locale from integer cents and a lower-case ISO currency ('usd'): "$29", "$2,640",
 * "$12.50". Whole amounts drop the cents. Money stays integer cents everywhere else; only this display divides.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(cents: number, currency: string): string {
  return formatterFor(currency, cents % 100 === 0).format(cents / 100);
}
