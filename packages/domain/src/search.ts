/**
 * Folds text for search that ignores case and accents: "Divorcé" and "DIVORCE" both become "divorce".
 * Used by the catalog search (server) and the searchable dropdowns (browser), so both agree.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\p{Cc}+/gu, ' ')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears in the text, both folded by normalizeForSearch. */
export function matchesSearch(text: string, query: string): boolean {
  const folded = normalizeForSearch(text);
  return normalizeForSearch(query)
    .split(' ')
    .filter((word) => word.length > 0)
    .every((word) => folded.includes(word));
}
