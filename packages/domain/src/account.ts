/** docs/product-rules.md#shared-frame: the first letters of the first two words of the name, upper-cased ("Ana María Ruiz" → "AM"). */
export function accountInitials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase('en-US') ?? '')
    .join('');
}
