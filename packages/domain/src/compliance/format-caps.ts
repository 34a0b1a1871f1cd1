import type { ComplianceCategory, FormatCap } from '@counsel/contracts';
import { roundHours } from './calendar-date.js';
import type { CapApplied, CountedCredit } from './types.js';

/**
 * Applies "at most N hours from these formats" caps (on the credits of some categories only, where a cap names
 * them). When a cap bites, the hours of a category the rule asks for are kept first (they are worth more), then the
 * earliest: a newcomer can check the choice by hand.
 */
export function applyFormatCaps(
  caps: readonly FormatCap[],
  credits: readonly CountedCredit[],
  requiredCategories: ReadonlySet<ComplianceCategory>,
  requirementId?: string,
): { counted: CountedCredit[]; capsApplied: CapApplied[] } {
  const priority = (credit: CountedCredit) => (requiredCategories.has(credit.category) ? 0 : 1);
  const order = [...credits].sort(
    (a, b) => priority(a) - priority(b) || a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
  );
  const counted = new Map(order.map((credit) => [credit.id, credit.countedHours]));
  const capsApplied: CapApplied[] = [];
  for (const cap of caps) {
    let room = cap.maxHours;
    const creditIds: string[] = [];
    let notCounted = 0;
    for (const credit of order) {
      const hours = counted.get(credit.id) ?? 0;
      if (!cap.formats.includes(credit.format) || hours <= 0) continue;
      if (cap.categories && !cap.categories.includes(credit.category)) continue;
      const kept = Math.min(hours, room);
      room = roundHours(room - kept);
      if (kept < hours) {
        creditIds.push(credit.id);
        notCounted = roundHours(notCounted + hours - kept);
        counted.set(credit.id, roundHours(kept));
      }
    }
    if (notCounted > 0)
      capsApplied.push({
        requirementId,
        description: `At most ${cap.maxHours} h from ${cap.formats.join(' / ')}${
          cap.categories ? ` in ${cap.categories.join(' / ')}` : ''
        }`,
        maxHours: cap.maxHours,
        formats: cap.formats,
        categories: cap.categories,
        creditIds,
        hoursNotCounted: notCounted,
      });
  }
  return {
    counted: credits.map((credit) => ({ ...credit, countedHours: counted.get(credit.id) ?? 0 })),
    capsApplied,
  };
}
