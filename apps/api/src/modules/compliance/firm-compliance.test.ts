import { describe, expect, it } from 'vitest';
import { EnterpriseComplianceSchema } from '@counsel/contracts';
import type { CompletionWithCourse } from '../completions/completions.repository.js';
import type { LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import type { CreditRecord } from './admission-standing.js';
import {
  CompletionCreditRecords,
  FirmCompliance,
  type CreditRecordSource,
  type FirmLawyer,
} from './firm-compliance.js';

type AdmissionRow = Awaited<ReturnType<LawyerProfileRepository['findAdmissionsOfUsers']>>[number];

// 20 August 2026: Virginia's period is 1 Nov 2025 – 31 Oct 2026, due at its end (rules/va.ts); a Texas lawyer born
// in September is in 1 Sep 2025 – 31 Aug 2026, due by the end of the next birth month, 30 Sep 2026 (rules/tx.ts).
const NOW = new Date('2026-08-20T16:00:00Z');

const JURISDICTIONS = {
  VA: { id: 'j-va', code: 'VA', name: 'Virginia', country: 'US', minutesPerCreditHour: 60 },
  TX: { id: 'j-tx', code: 'TX', name: 'Texas', country: 'US', minutesPerCreditHour: 60 },
  NY: { id: 'j-ny', code: 'NY', name: 'New York', country: 'US', minutesPerCreditHour: 50 },
  CO: { id: 'j-co', code: 'CO', name: 'Colorado', country: 'US', minutesPerCreditHour: 50 },
};

let sequence = 0;
const uuid = () => `aaaaaaaa-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

function admission(
  userId: string,
  code: keyof typeof JURISDICTIONS,
  details: Partial<Pick<AdmissionRow, 'birthDate' | 'birthMonth' | 'cycleEndsOn'>> = {},
): AdmissionRow {
  return {
    userId,
    id: uuid(),
    barNumber: `${code}-${userId}`,
    admittedOn: '2010-06-01',
    birthDate: null,
    birthMonth: null,
    complianceGroup: null,
    cycleEndsOn: null,
    ...details,
    jurisdiction: JURISDICTIONS[code],
  };
}

function record(
  code: string,
  category: 'GENERAL' | 'ETHICS',
  hours: number,
  format: CreditRecord['format'],
  earned: CreditRecord['earned'],
): CreditRecord {
  return {
    id: uuid(),
    origin: { source: 'COUNSEL', title: 'A course', certificateNumber: null, courseId: null },
    earned,
    format,
    lines: [{ jurisdictionCode: code, creditType: 'CLE', category, hours }],
  };
}

const source = (records: Record<string, CreditRecord[]>): CreditRecordSource => ({
  recordsOfUsers: async (userIds) =>
    new Map(userIds.flatMap((id) => (records[id] ? [[id, records[id]] as const] : []))),
});

function lawyer(userId: string, name: string): FirmLawyer {
  return { memberId: uuid(), userId, name, email: `${userId}@firm.example` };
}

describe('FirmCompliance', () => {
  const lawyers = [
    lawyer('vera', 'Vera Virginia'),
    lawyer('tom', 'Tom Texas'),
    lawyer('carla', 'Carla Compliant'),
    lawyer('nadia', 'Nadia Details'),
    lawyer('walt', 'Walt Without'),
  ];
  const rows = [
    admission('vera', 'VA'),
    admission('tom', 'TX', { birthMonth: 9 }),
    // By jurisdiction name, as the repository orders them.
    admission('carla', 'CO'),
    admission('carla', 'TX', { birthMonth: 9 }),
    admission('nadia', 'NY'),
    // Not one of the firm's lawyers: never read.
    admission('stranger', 'VA'),
  ];
  const asked: string[][] = [];
  const admissions = {
    findAdmissionsOfUsers: async (userIds: readonly string[]) => {
      asked.push([...userIds]);
      return rows.filter((row) => userIds.includes(row.userId));
    },
  };
  const ours = source({
    vera: [record('VA', 'GENERAL', 6, 'ON_DEMAND', { instant: new Date('2026-03-01T15:00:00Z') })],
    tom: [record('TX', 'GENERAL', 10, 'ON_DEMAND', { instant: new Date('2026-02-01T15:00:00Z') })],
    carla: [
      record('TX', 'GENERAL', 12, 'ON_DEMAND', { instant: new Date('2026-01-10T15:00:00Z') }),
      record('TX', 'ETHICS', 3, 'ON_DEMAND', { instant: new Date('2026-01-11T15:00:00Z') }),
    ],
  });
  // A second source (credits entered from another provider), combined with ours per lawyer.
  const external = source({ vera: [record('VA', 'ETHICS', 1, 'LIVE', { day: '2026-05-02' })] });

  it('lists the lawyers short with a near deadline, soonest first, with what each misses', async () => {
    const view = await new FirmCompliance(admissions, [ours, external]).overview(lawyers, NOW);
    expect(EnterpriseComplianceSchema.parse(view)).toEqual(view);
    expect(asked).toEqual([['vera', 'tom', 'carla', 'nadia', 'walt']]);
    expect(view.asOf).toBe('2026-08-20');
    expect(view.atRiskWithinDays).toBe(90);
    expect(view.atRisk.map((member) => member.name)).toEqual(['Tom Texas', 'Vera Virginia']);
    const [tom, vera] = view.atRisk;
    expect(tom).toMatchObject({ deadline: '2026-09-30', daysToDeadline: 41 });
    expect(tom?.shortfalls).toEqual([
      expect.objectContaining({
        jurisdictionCode: 'TX',
        status: 'IN_PROGRESS',
        period: { start: '2025-09-01', end: '2026-08-31' },
        hoursStillNeeded: 5,
        requirements: [{ id: 'ethics', label: 'Legal ethics / professional responsibility', missing: 3 }],
        formatMinimums: [],
      }),
    ]);
    // 6 on-demand hours here and 1 live ethics hour from the other source: 12 required, 2 of ethics, 4 live.
    expect(vera?.shortfalls).toEqual([
      {
        admissionId: rows[0]?.id,
        jurisdictionCode: 'VA',
        jurisdictionName: 'Virginia',
        barNumber: 'VA-vera',
        status: 'IN_PROGRESS',
        period: { start: '2025-11-01', end: '2026-10-31' },
        deadline: '2026-10-31',
        daysToDeadline: 72,
        total: { required: 12, earned: 7, missing: 5 },
        hoursStillNeeded: 5,
        requirements: [{ id: 'ethics', label: 'Ethics and professionalism', missing: 1 }],
        formatMinimums: [{ formats: ['LIVE'], missing: 3 }],
      },
    ]);
  });

  it('counts the lawyers tracked, at risk, compliant, awaiting details and without admissions', async () => {
    const view = await new FirmCompliance(admissions, [ours, external]).overview(lawyers, NOW);
    expect(view.counts).toEqual({
      membersTracked: 5,
      atRisk: 2,
      compliant: 1,
      needsDetails: 1,
      withoutAdmissions: 1,
    });
    expect(view.members.map((member) => member.name)).toEqual([
      'Carla Compliant',
      'Nadia Details',
      'Tom Texas',
      'Vera Virginia',
      'Walt Without',
    ]);
    const carla = view.members[0];
    expect(
      carla?.admissions.map(({ jurisdictionCode, state, status }) => [jurisdictionCode, state, status]),
    ).toEqual([
      ['CO', 'NOT_COVERED', null],
      ['TX', 'TRACKED', 'COMPLIANT'],
    ]);
    expect(view.members[1]?.admissions[0]).toMatchObject({
      state: 'NEEDS_DETAILS',
      missingDetails: ['birthDate'],
    });
    expect(JSON.stringify(view)).not.toContain('stranger');
  });

  it('leaves out a lawyer whose deadline is more than 90 days away, however short', async () => {
    const june = new Date('2026-06-15T16:00:00Z');
    const view = await new FirmCompliance(admissions, [ours]).overview(lawyers.slice(0, 1), june);
    expect(view.members[0]?.admissions[0]).toMatchObject({ status: 'IN_PROGRESS', daysToDeadline: 138 });
    expect(view.atRisk).toEqual([]);
    expect(view.counts).toMatchObject({ membersTracked: 1, atRisk: 0, compliant: 0 });
  });

  it('keeps the period before at risk while its deadline is near: a Texan in the birth month', async () => {
    const gina = lawyer('gina', 'Gina Grace');
    // Born in August: the period 1 Aug 2025 – 31 Jul 2026 is due by 31 Aug 2026; a new one began on 1 Aug.
    const graceRows = [admission('gina', 'TX', { birthMonth: 8 })];
    const repository = { findAdmissionsOfUsers: async () => graceRows };
    const view = await new FirmCompliance(repository, [ours]).overview([gina], NOW);
    expect(view.members[0]?.admissions[0]).toMatchObject({
      period: { start: '2026-08-01', end: '2027-07-31' },
      deadline: '2027-08-31',
    });
    expect(view.atRisk[0]?.shortfalls).toEqual([
      expect.objectContaining({
        status: 'IN_PROGRESS',
        period: { start: '2025-08-01', end: '2026-07-31' },
        deadline: '2026-08-31',
        daysToDeadline: 11,
        hoursStillNeeded: 15,
      }),
    ]);
  });

  it('lists a period whose deadline passed within 90 days as OVERDUE, and not after', async () => {
    const vera = lawyers.slice(0, 1);
    const sources = [ours, external];
    const november = await new FirmCompliance(admissions, sources).overview(
      vera,
      new Date('2026-11-25T16:00:00Z'),
    );
    expect(november.members[0]?.admissions[0]).toMatchObject({
      status: 'IN_PROGRESS',
      deadline: '2027-10-31',
    });
    expect(november.atRisk[0]).toMatchObject({ deadline: '2026-10-31', daysToDeadline: -25 });
    expect(november.atRisk[0]?.shortfalls).toEqual([
      expect.objectContaining({ status: 'OVERDUE', hoursStillNeeded: 5 }),
    ]);
    const february = await new FirmCompliance(admissions, sources).overview(
      vera,
      new Date('2027-02-15T16:00:00Z'),
    );
    expect(february.atRisk).toEqual([]);
  });

  it('reads nothing for a firm without lawyers', async () => {
    const view = await new FirmCompliance(admissions, [ours]).overview([], NOW);
    expect(view).toMatchObject({ atRisk: [], members: [], counts: { membersTracked: 0 } });
  });
});

describe('CompletionCreditRecords', () => {
  it('groups the completions by lawyer and leaves out revoked certificates', async () => {
    const completion = (userId: string, revoked: boolean): CompletionWithCourse =>
      ({
        completion: {
          id: uuid(),
          userId,
          completedAt: new Date('2026-03-01T15:00:00Z'),
          format: 'ON_DEMAND',
          credits: [
            {
              jurisdictionCode: 'VA',
              jurisdictionName: 'Virginia',
              creditType: 'CLE',
              category: 'GENERAL',
              hours: 1,
              accreditationNumber: null,
            },
          ],
        },
        course: { id: uuid(), slug: 'a-course', title: 'A course', format: 'ON_DEMAND', durationMinutes: 60 },
        certificate: {
          number: `CC-${sequence}`,
          issuedAt: new Date('2026-03-01T15:00:00Z'),
          revokedAt: revoked ? new Date('2026-03-02T15:00:00Z') : null,
        },
      }) as CompletionWithCourse;
    const rows = [
      completion('ann', false),
      completion('ben', false),
      completion('ann', true),
      completion('ann', false),
    ];
    const source = new CompletionCreditRecords({ listByUsers: async () => rows });
    const records = await source.recordsOfUsers(['ann', 'ben']);
    expect(records.get('ann')).toHaveLength(2);
    expect(records.get('ben')).toHaveLength(1);
    expect(records.get('ann')?.[0]?.lines).toEqual([
      { jurisdictionCode: 'VA', creditType: 'CLE', category: 'GENERAL', hours: 1 },
    ]);
  });
});
