import type { CalendarDate, ComplianceCategory, ComplianceFormat } from '@counsel/contracts';

/** One credit toward compliance: ours (a certificate) or external (entered by the lawyer). */
export interface ComplianceCredit {
  id: string;
  hours: number;
  /** The day the course was completed. */
  date: CalendarDate;
  format: ComplianceFormat;
  category: ComplianceCategory;
  /** Hours carried in from the previous period (made by the engine, dated the period's first day). */
  carriedIn?: boolean | undefined;
}

/** A credit with the hours that count after the period's format caps. */
export interface CountedCredit extends ComplianceCredit {
  countedHours: number;
}

/** A cap that left hours uncounted: which rule, where, which credits, how many hours. */
export interface CapApplied {
  /** Undefined: a cap on the whole period; else the requirement it applies in. */
  requirementId?: string | undefined;
  description: string;
  /** The cap as the rule states it: at most `maxHours` from `formats` (a format cap) or of `categories`. */
  maxHours: number;
  formats?: ComplianceFormat[] | undefined;
  categories?: ComplianceCategory[] | undefined;
  /** The cap is for a NEWLY_ADMITTED rule's whole admission window. */
  acrossWindow?: boolean | undefined;
  creditIds: string[];
  hoursNotCounted: number;
}
