import type { EarnedCredit } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import {
  canClaimCredit,
  chooseJurisdictions,
  claimableJurisdictions,
  creditsByJurisdiction,
  liveRequirementChecklist,
  missingRequirements,
  requirementChecklist,
} from './completion-rules.js';

function credit(jurisdictionCode: string, hours: number, extra: Partial<EarnedCredit> = {}): EarnedCredit {
  const names: Record<string, string> = { NY: 'New York', CA: 'California', TX: 'Texas', IL: 'Illinois' };
  return {
    jurisdictionCode,
    jurisdictionName: names[jurisdictionCode] ?? jurisdictionCode,
    creditType: 'CLE',
    category: 'GENERAL',
    hours,
    accreditationNumber: null,
    ...extra,
  };
}

const allDone = { watched: true, codesComplete: true, evaluationSubmitted: true, knowledgeCheckPassed: true };

describe('liveRequirementChecklist', () => {
  it('asks for the verified attendance, the evaluation and, when the course has one, the knowledge check', () => {
    expect(
      liveRequirementChecklist({ attended: false, evaluationSubmitted: true, knowledgeCheckPassed: null }),
    ).toEqual([
      { requirement: 'LIVE_ATTENDANCE', met: false },
      { requirement: 'EVALUATION', met: true },
    ]);
    expect(
      missingRequirements(
        liveRequirementChecklist({ attended: true, evaluationSubmitted: true, knowledgeCheckPassed: false }),
      ),
    ).toEqual(['KNOWLEDGE_CHECK']);
  });
});

describe('requirementChecklist', () => {
  it('lists the knowledge check only when the course has one', () => {
    expect(
      requirementChecklist({ ...allDone, knowledgeCheckPassed: null }).map((item) => item.requirement),
    ).toEqual(['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION']);
    expect(requirementChecklist(allDone).map((item) => item.requirement)).toEqual([
      'WATCHED',
      'ATTENDANCE_CODES',
      'EVALUATION',
      'KNOWLEDGE_CHECK',
    ]);
  });

  it('marks each step from its fact, a failed knowledge check included', () => {
    const checklist = requirementChecklist({
      watched: true,
      codesComplete: false,
      evaluationSubmitted: true,
      knowledgeCheckPassed: false,
    });
    expect(checklist).toEqual([
      { requirement: 'WATCHED', met: true },
      { requirement: 'ATTENDANCE_CODES', met: false },
      { requirement: 'EVALUATION', met: true },
      { requirement: 'KNOWLEDGE_CHECK', met: false },
    ]);
    expect(missingRequirements(checklist)).toEqual(['ATTENDANCE_CODES', 'KNOWLEDGE_CHECK']);
  });

  it('has nothing missing once every step is met', () => {
    expect(missingRequirements(requirementChecklist(allDone))).toEqual([]);
  });

  it('misses everything before the lawyer starts', () => {
    const checklist = requirementChecklist({
      watched: false,
      codesComplete: false,
      evaluationSubmitted: false,
      knowledgeCheckPassed: null,
    });
    expect(missingRequirements(checklist)).toEqual(['WATCHED', 'ATTENDANCE_CODES', 'EVALUATION']);
  });
});

describe('canClaimCredit', () => {
  const met = requirementChecklist(allDone);
  const somewhere = [{ code: 'NY' }];

  it('allows a first claim with every step met where there is credit', () => {
    expect(canClaimCredit({ alreadyCompleted: false, checklist: met, claimable: somewhere })).toBe(true);
  });

  it('refuses a second claim, a missing step, or a course without approved credit', () => {
    expect(canClaimCredit({ alreadyCompleted: true, checklist: met, claimable: somewhere })).toBe(false);
    const unmet = requirementChecklist({ ...allDone, evaluationSubmitted: false });
    expect(canClaimCredit({ alreadyCompleted: false, checklist: unmet, claimable: somewhere })).toBe(false);
    expect(canClaimCredit({ alreadyCompleted: false, checklist: met, claimable: [] })).toBe(false);
  });
});

describe('creditsByJurisdiction', () => {
  it('groups credits in the order they first appear', () => {
    const ethics = credit('NY', 1, { category: 'ETHICS' });
    const groups = creditsByJurisdiction([credit('NY', 0.5), credit('CA', 1.5), ethics]);
    expect(groups.map((group) => [group.code, group.name, group.credits.length])).toEqual([
      ['NY', 'New York', 2],
      ['CA', 'California', 1],
    ]);
    expect(groups[0]?.credits[1]).toBe(ethics);
  });

  it('gives no groups for no credits', () => {
    expect(creditsByJurisdiction([])).toEqual([]);
  });
});

describe('claimableJurisdictions', () => {
  it("puts the lawyer's admissions first, each group by name, with the bar number", () => {
    const claimable = claimableJurisdictions(
      [credit('TX', 1), credit('NY', 1), credit('CA', 1.5), credit('IL', 1)],
      new Map([
        ['TX', 'TX-1'],
        ['CA', 'CA-2'],
      ]),
    );
    expect(claimable.map((entry) => [entry.code, entry.barNumber])).toEqual([
      ['CA', 'CA-2'],
      ['TX', 'TX-1'],
      ['IL', null],
      ['NY', null],
    ]);
  });

  it('drops credit lines that earn no hours, and a jurisdiction left without any', () => {
    const claimable = claimableJurisdictions(
      [credit('NY', 0), credit('CA', 1), credit('CA', 0, { category: 'ETHICS' })],
      new Map([['NY', 'NY-1']]),
    );
    expect(claimable).toEqual([
      { code: 'CA', name: 'California', barNumber: null, credits: [credit('CA', 1)] },
    ]);
  });
});

describe('chooseJurisdictions', () => {
  const claimable = [{ code: 'CA' }, { code: 'NY' }, { code: 'TX' }];

  it('normalizes the requested codes and keeps claimable order', () => {
    expect(chooseJurisdictions(claimable, [' ny ', 'ca', 'NY'])).toEqual({
      chosen: [{ code: 'CA' }, { code: 'NY' }],
      unknown: [],
    });
  });

  it('names each code that is not claimable once', () => {
    expect(chooseJurisdictions(claimable, ['fl', 'FL', 'tx'])).toEqual({
      chosen: [{ code: 'TX' }],
      unknown: ['FL'],
    });
  });

  it('chooses nothing from an empty claim', () => {
    expect(chooseJurisdictions(claimable, [])).toEqual({ chosen: [], unknown: [] });
  });
});
