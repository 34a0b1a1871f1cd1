import { describe, expect, it } from 'vitest';
import { evaluateCompliance } from './evaluate.js';
import { complianceProfileFrom, profileNeeds, type AdmissionDetails } from './profile-needs.js';
import { complianceRuleFor } from './rules/index.js';

const rule = (code: string) => {
  const found = complianceRuleFor(code);
  if (!found) throw new Error(`no rule for ${code}`);
  return found;
};

const none: AdmissionDetails = {
  admittedOn: null,
  birthDate: null,
  birthMonth: null,
  complianceGroup: null,
  cycleEndsOn: null,
};

describe('profileNeeds', () => {
  it.each([
    ['NY', ['admittedOn', 'birthDate']],
    ['TX', ['admittedOn', 'birthMonth']],
    ['NJ', ['admittedOn', 'birthMonth']],
    ['CA', ['admittedOn', 'complianceGroup']],
    ['PA', ['admittedOn', 'complianceGroup']],
    ['FL', ['admittedOn', 'cycleEndsOn']],
    ['VA', ['admittedOn']],
    ['GB-EAW', ['admittedOn']],
  ])('%s asks for %j', (code, details) => {
    expect(profileNeeds(rule(code)).details).toEqual(details);
  });

  it('offers the groups a lawyer chooses from, labelled by who is in them', () => {
    expect(profileNeeds(rule('CA')).groups.map((group) => group.id)).toEqual(['G1', 'G2', 'G3']);
    expect(profileNeeds(rule('CA')).groups[0]?.label).toMatch(/A–G/);
    expect(profileNeeds(rule('NJ')).groups).toEqual([]);
  });
});

describe('complianceProfileFrom', () => {
  it('names every detail still missing', () => {
    expect(complianceProfileFrom(rule('NY'), none)).toEqual({
      ok: false,
      missing: ['admittedOn', 'birthDate'],
    });
    expect(complianceProfileFrom(rule('NY'), { ...none, admittedOn: '2015-05-01' })).toEqual({
      ok: false,
      missing: ['birthDate'],
    });
  });

  it('refuses a group the rule does not have', () => {
    expect(
      complianceProfileFrom(rule('CA'), { ...none, admittedOn: '2015-05-01', complianceGroup: 'G9' }),
    ).toEqual({ ok: false, missing: ['complianceGroup'] });
  });

  it('takes the month from a full birth date where only the month is needed', () => {
    const result = complianceProfileFrom(rule('TX'), {
      ...none,
      admittedOn: '2015-05-01',
      birthDate: '1980-07-19',
    });
    expect(result.ok && result.profile.birthday).toEqual({ month: 7, day: 19 });
  });

  it('places a California lawyer by the group they chose', () => {
    const result = complianceProfileFrom(rule('CA'), {
      ...none,
      admittedOn: '2010-06-01',
      complianceGroup: 'G3',
    });
    if (!result.ok) throw new Error('expected a profile');
    const report = evaluateCompliance({
      rule: rule('CA'),
      profile: result.profile,
      credits: [],
      asOf: '2026-11-25',
    });
    expect(report.ok && report.period).toEqual({ start: '2026-03-30', end: '2029-03-29' });
  });
});
