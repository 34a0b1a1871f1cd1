import type { Completion, CreditCategory, CreditType, EarnedCredit } from '@counsel/contracts';
import { CREDIT_CATEGORIES, CREDIT_TYPES, isJurisdictionCode } from '@counsel/contracts/constants';
import { roundHours } from '@counsel/domain';

/** The Certificates page's filters, kept in the URL (`?jurisdiction=NY&type=CLE`) like Browse keeps its own. */
export interface CertificateFilters {
  jurisdiction: string | null;
  type: CreditType | null;
}

export const NO_CERTIFICATE_FILTERS: CertificateFilters = { jurisdiction: null, type: null };

/** Reads the filters from a URL; anything unreadable counts as no filter and never throws. */
export function parseCertificateFilters(params: URLSearchParams): CertificateFilters {
  const jurisdiction = (params.get('jurisdiction') ?? '').trim().toUpperCase();
  const type = params.get('type');
  return {
    jurisdiction: isJurisdictionCode(jurisdiction) ? jurisdiction : null,
    type: CREDIT_TYPES.find((entry) => entry === type) ?? null,
  };
}

/** Writes the filters as URL search params, leaving empty ones out. */
export function serializeCertificateFilters(filters: CertificateFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.jurisdiction) params.set('jurisdiction', filters.jurisdiction);
  if (filters.type) params.set('type', filters.type);
  return params;
}

export function hasCertificateFilters(filters: CertificateFilters): boolean {
  return filters.jurisdiction !== null || filters.type !== null;
}

/** A credit counts when it is in the chosen jurisdiction and of the chosen type (each when chosen). */
export function creditMatches(credit: EarnedCredit, filters: CertificateFilters): boolean {
  return (
    (filters.jurisdiction === null || credit.jurisdictionCode === filters.jurisdiction) &&
    (filters.type === null || credit.creditType === filters.type)
  );
}

/** The completions with at least one credit that matches, in their order (newest first from the API). */
export function filterCompletions(items: readonly Completion[], filters: CertificateFilters): Completion[] {
  if (!hasCertificateFilters(filters)) return [...items];
  return items.filter((item) => item.credits.some((credit) => creditMatches(credit, filters)));
}

export interface CreditTotal {
  jurisdictionCode: string;
  jurisdictionName: string;
  creditType: CreditType;
  category: CreditCategory;
  /** The sum of the hours, rounded to 0.01. */
  hours: number;
}

/**
 * The credit earned per jurisdiction, credit type and category across the completions, counting only the credits
 * that match the filters; sorted by jurisdiction name, then type and category in the contract's order.
 */
export function creditTotals(items: readonly Completion[], filters: CertificateFilters): CreditTotal[] {
  const totals = new Map<string, CreditTotal>();
  for (const credit of items.flatMap((item) => item.credits)) {
    if (!creditMatches(credit, filters)) continue;
    const key = `${credit.jurisdictionCode}|${credit.creditType}|${credit.category}`;
    const total = totals.get(key) ?? {
      jurisdictionCode: credit.jurisdictionCode,
      jurisdictionName: credit.jurisdictionName,
      creditType: credit.creditType,
      category: credit.category,
      hours: 0,
    };
    total.hours += credit.hours;
    totals.set(key, total);
  }
  return [...totals.values()]
    .map((total) => ({ ...total, hours: roundHours(total.hours) }))
    .sort(
      (a, b) =>
        a.jurisdictionName.localeCompare(b.jurisdictionName, 'en-US') ||
        CREDIT_TYPES.indexOf(a.creditType) - CREDIT_TYPES.indexOf(b.creditType) ||
        CREDIT_CATEGORIES.indexOf(a.category) - CREDIT_CATEGORIES.indexOf(b.category),
    );
}

export interface CertificateFilterOptions {
  jurisdictions: { value: string; label: string }[];
  types: CreditType[];
}

/**
 * What the selects offer: the jurisdictions and credit types that occur in the lawyer's completions. A value in
 * the URL that matches none of them is still offered, so the select shows what filters the list.
 */
export function certificateFilterOptions(
  items: readonly Completion[],
  filters: CertificateFilters,
): CertificateFilterOptions {
  const names = new Map<string, string>();
  const types = new Set<CreditType>();
  for (const credit of items.flatMap((item) => item.credits)) {
    names.set(credit.jurisdictionCode, credit.jurisdictionName);
    types.add(credit.creditType);
  }
  if (filters.jurisdiction && !names.has(filters.jurisdiction)) {
    names.set(filters.jurisdiction, filters.jurisdiction);
  }
  if (filters.type) types.add(filters.type);
  return {
    jurisdictions: [...names]
      .sort(([, a], [, b]) => a.localeCompare(b, 'en-US'))
      .map(([code, name]) => ({ value: code, label: name === code ? code : `${name} (${code})` })),
    types: CREDIT_TYPES.filter((type) => types.has(type)),
  };
}
