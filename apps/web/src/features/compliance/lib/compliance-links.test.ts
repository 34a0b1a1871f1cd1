import { describe, expect, it } from 'vitest';
import { gapBrowsePath, settingsAdmissionsPath } from './compliance-links';

describe('compliance links', () => {
  it('sends a gap to Browse, filtered by credit type, jurisdiction and category', () => {
    expect(gapBrowsePath({ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS' })).toBe(
      '/dashboard/courses?type=CLE&states=NY&category=ETHICS',
    );
  });

  it('leaves out what is not known: the category, the credit type', () => {
    expect(gapBrowsePath({ jurisdictionCode: 'NY', creditType: 'CLE', category: null })).toBe(
      '/dashboard/courses?type=CLE&states=NY',
    );
    expect(gapBrowsePath({ jurisdictionCode: 'GB-EAW', creditType: null, category: null })).toBe(
      '/dashboard/courses?states=GB-EAW',
    );
  });

  it('opens Settings at the admissions editor', () => {
    expect(settingsAdmissionsPath).toBe('/dashboard/settings#jurisdictions');
  });
});
