import type { CreditType } from '@counsel/contracts';

export interface JurisdictionChoice {
  code: string;
  name: string;
}

export interface AdmissionJurisdiction extends JurisdictionChoice {
  /** The credit type the tracker's rule counts there (CLE, CPD…), when it has a rule. */
  creditType: CreditType | null;
}

export interface JurisdictionOptions {
  /** The lawyer's admissions, first: where a credit counts. */
  admissions: AdmissionJurisdiction[];
  /** Every other jurisdiction of the catalog, by name. */
  others: JurisdictionChoice[];
}

/**
 * The jurisdictions a credit line can name: the lawyer's admissions first, then the rest of the catalog. `keep` are
 * codes already chosen (a credit being edited) that must stay selectable while the catalog has not loaded.
 */
export function jurisdictionOptions(
  admissions: readonly AdmissionJurisdiction[],
  catalog: readonly JurisdictionChoice[],
  keep: readonly string[] = [],
): JurisdictionOptions {
  const firsts = admissions.filter(
    (admission, index) => admissions.findIndex((other) => other.code === admission.code) === index,
  );
  const taken = new Set(firsts.map((admission) => admission.code));
  const others = catalog.filter((jurisdiction) => !taken.has(jurisdiction.code));
  const known = new Set([...taken, ...others.map((jurisdiction) => jurisdiction.code)]);
  const missing = [...new Set(keep)].filter((code) => code !== '' && !known.has(code));
  return {
    admissions: firsts,
    others: [...others, ...missing.map((code) => ({ code, name: code }))].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  };
}

/** A jurisdiction's name from the admissions or the catalog; its code until the catalog has loaded. */
export function jurisdictionName(options: JurisdictionOptions, code: string): string {
  return (
    options.admissions.find((choice) => choice.code === code)?.name ??
    options.others.find((choice) => choice.code === code)?.name ??
    code
  );
}
