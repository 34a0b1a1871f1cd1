import { describe, expect, it } from 'vitest';
import { CalendarDateSchema, ComplianceRequirementSchema, DeadlineRuleSchema } from './compliance-rules.js';

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
});
