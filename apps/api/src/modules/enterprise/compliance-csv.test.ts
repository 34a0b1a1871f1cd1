import { describe, expect, it } from 'vitest';
import type { ComplianceShortfall, EnterpriseCompliance, FirmAdmissionStanding } from '@counsel/contracts';
import { parseCsv } from '@counsel/domain';
import { complianceCsv } from './compliance-csv.js';

const TX_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const VA_ID = 'aaaaaaaa-0000-4000-8000-000000000002';

const texas: FirmAdmissionStanding = {
  admissionId: TX_ID,
  jurisdictionCode: 'TX',
  jurisdictionName: 'Texas',
  barNumber: '+24001234',
  state: 'TRACKED',
  missingDetails: [],
  status: 'IN_PROGRESS',
  period: { start: '2026-08-01', end: '2027-07-31' },
  deadline: '2027-08-31',
  daysToDeadline: 376,
  reportBy: null,
  total: { required: 15, earned: 0, missing: 15 },
  requirements: [
    {
      id: 'ethics',
      parentId: null,
      label: 'Legal ethics / professional responsibility',
      required: 3,
      earned: 0,
      missing: 3,
      categories: ['ETHICS'],
      browseCategory: 'ETHICS',
      unconfirmedNote: null,
    },
  ],
  formatMinimums: [],
  hoursStillNeeded: 15,
};

const virginia: FirmAdmissionStanding = {
  ...texas,
  admissionId: VA_ID,
  jurisdictionCode: 'VA',
  jurisdictionName: 'Virginia',
  barNumber: '81234',
  period: { start: '2025-11-01', end: '2026-10-31' },
  deadline: '2026-10-31',
  daysToDeadline: 72,
  total: { required: 12, earned: 7, missing: 5 },
  requirements: [
    {
      id: 'ethics',
      parentId: null,
      label: 'Ethics and professionalism',
      required: 2,
      earned: 1,
      missing: 1,
      categories: ['ETHICS', 'PROFESSIONALISM'],
      browseCategory: 'ETHICS',
      unconfirmedNote: null,
    },
  ],
  formatMinimums: [{ formats: ['LIVE'], required: 4, earned: 1, missing: 3 }],
  hoursStillNeeded: 5,
};

// The Texan is in the birth month: the period just ended is due by 31 Aug 2026 and still short.
const graceShortfall: ComplianceShortfall = {
  admissionId: TX_ID,
  jurisdictionCode: 'TX',
  jurisdictionName: 'Texas',
  barNumber: '+24001234',
  status: 'IN_PROGRESS',
  period: { start: '2025-08-01', end: '2026-07-31' },
  deadline: '2026-08-31',
  daysToDeadline: 11,
  total: { required: 15, earned: 12, missing: 3 },
  hoursStillNeeded: 3,
  requirements: [],
  formatMinimums: [{ formats: ['LIVE', 'ON_DEMAND'], missing: 1.5 }],
};

const view: EnterpriseCompliance = {
  asOf: '2026-08-20',
  atRiskWithinDays: 90,
  counts: { membersTracked: 3, atRisk: 2, compliant: 0, needsDetails: 1, withoutAdmissions: 1 },
  atRisk: [
    {
      memberId: 'bbbbbbbb-0000-4000-8000-000000000001',
      name: '=HYPERLINK("https://evil.example","Click")',
      email: 'hacker@firm.example',
      deadline: '2026-08-31',
      daysToDeadline: 11,
      shortfalls: [graceShortfall],
    },
    {
      memberId: 'bbbbbbbb-0000-4000-8000-000000000002',
      name: 'Vera Virginia',
      email: 'vera@firm.example',
      deadline: '2026-10-31',
      daysToDeadline: 72,
      shortfalls: [
        {
          ...graceShortfall,
          admissionId: VA_ID,
          jurisdictionCode: 'VA',
          jurisdictionName: 'Virginia',
          barNumber: '81234',
          period: { start: '2025-11-01', end: '2026-10-31' },
          deadline: '2026-10-31',
          daysToDeadline: 72,
        },
      ],
    },
  ],
  members: [
    {
      memberId: 'bbbbbbbb-0000-4000-8000-000000000001',
      name: '=HYPERLINK("https://evil.example","Click")',
      email: 'hacker@firm.example',
      admissions: [texas],
    },
    {
      memberId: 'bbbbbbbb-0000-4000-8000-000000000002',
      name: 'Vera Virginia',
      email: 'vera@firm.example',
      admissions: [
        virginia,
        {
          ...texas,
          admissionId: 'aaaaaaaa-0000-4000-8000-000000000003',
          jurisdictionName: 'New York',
          barNumber: '5550101',
          state: 'NEEDS_DETAILS',
          missingDetails: ['birthDate'],
          status: null,
          period: null,
          deadline: null,
          daysToDeadline: null,
          total: null,
          requirements: [],
          hoursStillNeeded: 0,
        },
      ],
    },
    {
      memberId: 'bbbbbbbb-0000-4000-8000-000000000003',
      name: 'Walt Without',
      email: 'walt@firm.example',
      admissions: [],
    },
  ],
};

describe('complianceCsv', () => {
  const csv = complianceCsv(view);
  const rows = parseCsv(csv);

  it('writes one row per lawyer and admission, the period before when still at risk, and lawyers without one', () => {
    expect(rows[0]).toEqual([
      'Lawyer',
      'E-mail',
      'Jurisdiction',
      'Bar number',
      'Status',
      'At risk',
      'Period start',
      'Period end',
      'Deadline',
      'Days to deadline',
      'Hours required',
      'Hours earned',
      'Hours still needed',
      'Missing requirements',
      'Details needed',
    ]);
    expect(rows.slice(1).map((row) => [row[2], row[4], row[5], row[6]])).toEqual([
      ['Texas', 'In progress', 'Yes', '2025-08-01'],
      ['Texas', 'In progress', 'No', '2026-08-01'],
      ['Virginia', 'In progress', 'Yes', '2025-11-01'],
      ['New York', 'Needs details', 'No', ''],
      ['', 'No admission entered', 'No', ''],
    ]);
    expect(rows[1]?.slice(8)).toEqual([
      '2026-08-31',
      '11',
      '15',
      '12',
      '3',
      'Live or on-demand: 1.5 hours',
      '',
    ]);
    expect(rows[3]?.slice(8)).toEqual([
      '2026-10-31',
      '72',
      '12',
      '7',
      '5',
      'Ethics and professionalism: 1 hour; Live: 3 hours',
      '',
    ]);
    expect(rows[4]?.[14]).toBe('birth date');
    expect(rows.every((row) => row.length === 15)).toBe(true);
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(rows[1]?.[3]).toBe("'+24001234");
  });
});
