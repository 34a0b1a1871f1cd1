import { describe, expect, it } from 'vitest';
import {
  CalendarDateSchema,
  CarryOverRuleSchema,
  ComplianceRequirementSchema,
  ComplianceRuleSchema,
  DeadlineRuleSchema,
  FormatCapSchema,
} from './compliance-rules.js';

describe('compliance rule schema', () => {
  it('takes calendar dates only', () => {
    expect(CalendarDateSchema.safeParse('2026-02-28').success).toBe(true);
    for (const bad of ['2026-2-28', '2026-13-01', '2026-02-28T00:00:00Z', ''])
      expect(CalendarDateSchema.safeParse(bad).success).toBe(false);
  });

  it('nests requirements and refuses unknown categories', () => {
    const requirement = {
      id: 'ethics',
      label: 'Ethics',
      minHours: 5,
      categories: ['ETHICS', 'ELIMINATION_OF_BIAS'],
      sources: ['NJ3'],
      children: [
        { id: 'bias', label: 'Bias', minHours: 2, categories: ['ELIMINATION_OF_BIAS'], sources: ['NJ3'] },
      ],
    };
    expect(ComplianceRequirementSchema.parse(requirement)).toEqual(requirement);
    const unknown = { ...requirement, children: [{ ...requirement, categories: ['ASTROLOGY'] }] };
    expect(ComplianceRequirementSchema.safeParse(unknown).success).toBe(false);
  });

  it('knows its deadline kinds', () => {
    expect(DeadlineRuleSchema.safeParse({ kind: 'DAYS_AFTER_END', days: 31, sources: ['NY3'] }).success).toBe(
      true,
    );
    expect(DeadlineRuleSchema.safeParse({ kind: 'SOMEDAY', sources: [] }).success).toBe(false);
  });

  it('limits a carry-over to the hours earned in the last months of a period (NSW: Jan–Mar)', () => {
    const nsw = { maxHours: 3, countsAs: 'GENERAL', onlyEarnedInLastMonths: 3, sources: ['AU1'] };
    expect(CarryOverRuleSchema.parse(nsw)).toEqual(nsw);
    expect(CarryOverRuleSchema.safeParse({ ...nsw, onlyEarnedInLastMonths: 0 }).success).toBe(false);
    const { onlyEarnedInLastMonths: _left, ...without } = nsw;
    expect(CarryOverRuleSchema.safeParse(without).success).toBe(true);
  });

  it('caps formats of some categories only, and counts some minimums over an admission window', () => {
    const cap = { formats: ['ON_DEMAND'], categories: ['SKILLS'], maxHours: 0, sources: ['NA3'] };
    expect(FormatCapSchema.parse(cap)).toEqual(cap);
    expect(FormatCapSchema.safeParse({ ...cap, categories: [] }).success).toBe(false);
    const cyber = {
      id: 'cybersecurity',
      label: 'Cybersecurity',
      minHours: 1,
      categories: ['CYBERSECURITY'],
      categoryCaps: [{ category: 'CYBERSECURITY', maxHours: 3, acrossWindow: true }],
      acrossWindow: true,
      sources: ['NA1'],
    };
    expect(ComplianceRequirementSchema.parse(cyber)).toEqual(cyber);
    const window = ComplianceRuleSchema.shape.admissionWindow;
    const ny = { months: 24, carryOutMaxHours: 6, sources: ['NA1'] };
    expect(window.parse(ny)).toEqual(ny);
    expect(window.safeParse({ ...ny, months: 0 }).success).toBe(false);
    expect(window.safeParse({ months: 12, toMonthEnd: true, sources: ['IL6'] }).success).toBe(true);
  });

  it('takes an optional IANA time zone the rule counts days in', () => {
    const timeZone = ComplianceRuleSchema.shape.timeZone;
    for (const good of [undefined, 'America/New_York', 'Europe/London', 'Australia/Sydney'])
      expect(timeZone.safeParse(good).success).toBe(true);
    for (const bad of ['', 'Mars/Olympus_Mons', 'New York', 42])
      expect(timeZone.safeParse(bad).success).toBe(false);
  });

  it('takes an optional credit type naming the credits a rule counts', () => {
    const creditType = ComplianceRuleSchema.shape.creditType;
    expect(creditType.safeParse(undefined).success).toBe(true);
    expect(creditType.safeParse('PARALEGAL_CLE').success).toBe(true);
    expect(creditType.safeParse('CPE').success).toBe(false);
  });
});
