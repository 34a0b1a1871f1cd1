import { describe, expect, it } from 'vitest';
import {
  caNeedsDetails,
  coNotCovered,
  makeCreditApplicability,
  nyCounts,
  txCapReached,
} from '../../../app/testing/applicability-stub';
import { APPLICABILITY_VERDICT_LABELS, applicabilityVerdict } from './applicability';

describe('applicabilityVerdict', () => {
  it('counts when at least one credit line adds hours', () => {
    expect(applicabilityVerdict(nyCounts)).toBe('COUNTS');
    const mixed = {
      ...nyCounts,
      credits: [
        makeCreditApplicability({ counts: false, countedHours: 0, reason: 'PENDING_APPROVAL' }),
        makeCreditApplicability({ category: 'ETHICS' }),
      ],
    };
    expect(applicabilityVerdict(mixed)).toBe('COUNTS');
  });

  it('does not count when no line counts, or the course is not approved there', () => {
    expect(applicabilityVerdict(txCapReached)).toBe('DOES_NOT_COUNT');
    const notApproved = {
      ...nyCounts,
      state: 'NOT_APPROVED_HERE' as const,
      message: 'This course is not approved in New York.',
      credits: [],
    };
    expect(applicabilityVerdict(notApproved)).toBe('DOES_NOT_COUNT');
  });

  it('needs details, or is not tracked, as the API says', () => {
    expect(applicabilityVerdict(caNeedsDetails)).toBe('NEEDS_DETAILS');
    expect(applicabilityVerdict(coNotCovered)).toBe('NOT_TRACKED');
    expect(APPLICABILITY_VERDICT_LABELS[applicabilityVerdict(coNotCovered)]).toBe('Not tracked');
  });
});
