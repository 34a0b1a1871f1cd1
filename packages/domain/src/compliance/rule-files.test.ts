import { ComplianceRuleSchema, type ComplianceRequirement } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from './calendar-date.js';
import { unconfirmedPoints } from './evaluate.js';
import { COMPLIANCE_RULES } from './rules/index.js';

/** "Validated at build": CI runs this on every rule file. */
function citations(value: unknown, found: { sources: unknown; confidence?: unknown }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => citations(item, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('sources' in record) found.push({ sources: record['sources'], confidence: record['confidence'] });
    Object.entries(record).forEach(([key, child]) => key !== 'sourceList' && citations(child, found));
  }
  return found;
}

describe.each(COMPLIANCE_RULES.map((rule) => [`${rule.jurisdictionCode} ${rule.scheme}`, rule] as const))(
  'the rule file %s',
  (_name, rule) => {
    it('parses with the zod schema', () => {
      expect(ComplianceRuleSchema.parse(rule)).toEqual(rule);
    });

    it('cites a listed source for every rule, or marks it UNCONFIRMED', () => {
      for (const citation of citations(rule)) {
        const sources = citation.sources as string[];
        for (const key of sources) expect(Object.keys(rule.sourceList)).toContain(key);
        if (sources.length === 0) expect(citation.confidence).toBe('UNCONFIRMED');
      }
    });

    it('says what each UNCONFIRMED point leaves open', () => {
      for (const point of unconfirmedPoints(rule)) expect(point).toMatch(/^[^:]+: \S/);
    });

    it('sets the time zone its days are counted in', () => {
      expect(rule.timeZone).toEqual(expect.any(String));
      expect(calendarDateIn(new Date('2026-07-01T12:00:00Z'), rule.timeZone ?? '')).toMatch(
        /^2026-07-0[12]$/,
      );
    });

    it('nests "of which" minimums inside their parent', () => {
      const check = (parent: ComplianceRequirement) => {
        for (const child of parent.children ?? []) {
          expect(child.minHours).toBeLessThanOrEqual(parent.minHours);
          for (const category of child.categories) expect(parent.categories).toContain(category);
          check(child);
        }
      };
      rule.requirements.forEach(check);
    });
  },
);

describe('the rule files together', () => {
  it('hold one rule per jurisdiction and scheme', () => {
    const keys = COMPLIANCE_RULES.map((rule) => `${rule.jurisdictionCode}/${rule.scheme}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('count days in the jurisdiction’s own time zone', () => {
    const zones = Object.fromEntries(
      COMPLIANCE_RULES.map((rule) => [`${rule.jurisdictionCode}/${rule.scheme}`, rule.timeZone]),
    );
    expect(zones).toMatchObject({
      'NY/ATTORNEY': 'America/New_York',
      'CA/ATTORNEY': 'America/Los_Angeles',
      'TX/ATTORNEY': 'America/Chicago',
      'FL/ATTORNEY': 'America/New_York',
      'IL/ATTORNEY': 'America/Chicago',
      'PA/ATTORNEY': 'America/New_York',
      'NJ/ATTORNEY': 'America/New_York',
      'GA/ATTORNEY': 'America/New_York',
      'OH/ATTORNEY': 'America/New_York',
      'VA/ATTORNEY': 'America/New_York',
      'CA-ON/ATTORNEY': 'America/Toronto',
      'GB-EAW/ATTORNEY': 'Europe/London',
      'AU-NSW/ATTORNEY': 'Australia/Sydney',
      'CA/PARALEGAL': 'America/Los_Angeles',
      'US/NALA_CP': 'America/New_York',
      'US/NFPA_RP': 'America/New_York',
      'US/NFPA_CRP': 'America/New_York',
    });
  });

  it('list the points the notes call UNCONFIRMED', () => {
    const california = COMPLIANCE_RULES.find((rule) => rule.jurisdictionCode === 'CA');
    expect(california && unconfirmedPoints(california)).toEqual([
      expect.stringContaining('Civility'),
      expect.stringContaining('proration'),
    ]);
  });
});

describe('the NEWLY_ADMITTED rules', () => {
  const windowWide = (requirements: readonly ComplianceRequirement[]): boolean =>
    requirements.some(
      (r) =>
        r.acrossWindow || r.categoryCaps?.some((cap) => cap.acrossWindow) || windowWide(r.children ?? []),
    );
  const newlyAdmitted = COMPLIANCE_RULES.filter((rule) => rule.scheme === 'NEWLY_ADMITTED');

  it.each(newlyAdmitted.map((rule) => [rule.jurisdictionCode, rule] as const))(
    '%s: replaces an ATTORNEY rule for a window of whole ANNIVERSARY periods',
    (code, rule) => {
      expect(COMPLIANCE_RULES.some((r) => r.jurisdictionCode === code && r.scheme === 'ATTORNEY')).toBe(true);
      expect(rule.period.anchor).toBe('ANNIVERSARY');
      const length = rule.period.anchor === 'ANNIVERSARY' ? rule.period.lengthMonths : NaN;
      expect((rule.admissionWindow?.months ?? NaN) % length).toBe(0);
      expect(rule.newlyAdmitted).toBeUndefined();
      // Window-wide minimums and caps are read on top-level requirements only.
      expect(rule.requirements.some((r) => windowWide(r.children ?? []))).toBe(false);
    },
  );

  it('are the only rules with an admission window or window-wide minimums', () => {
    expect(newlyAdmitted.map((rule) => rule.jurisdictionCode)).toEqual(['NY', 'IL']);
    for (const rule of COMPLIANCE_RULES.filter((r) => r.scheme !== 'NEWLY_ADMITTED')) {
      expect(rule.admissionWindow).toBeUndefined();
      expect(windowWide(rule.requirements)).toBe(false);
    }
  });
});
