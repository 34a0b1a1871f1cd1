import type {
  AdmissionDetail,
  ComplianceFormat,
  ComplianceShortfall,
  EnterpriseCompliance,
  FirmAdmissionStanding,
} from '@counsel/contracts';
import { toCsv } from '@counsel/domain';

const CSV_HEADER = [
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
];

const STATUS_WORDS: Record<NonNullable<FirmAdmissionStanding['status']>, string> = {
  COMPLIANT: 'Compliant',
  IN_PROGRESS: 'In progress',
  OVERDUE: 'Overdue',
  EXEMPT: 'Exempt',
  NO_HOURS_REQUIRED: 'No hours required',
};
const STATE_WORDS: Record<Exclude<FirmAdmissionStanding['state'], 'TRACKED'>, string> = {
  NEEDS_DETAILS: 'Needs details',
  NOT_COVERED: 'Not covered by the tracker',
  OUTSIDE_RULE: 'Before the tracked rule',
};
const DETAIL_WORDS: Record<AdmissionDetail, string> = {
  admittedOn: 'admission date',
  birthDate: 'birth date',
  birthMonth: 'birth month',
  complianceGroup: 'compliance group',
  cycleEndsOn: 'reporting period end',
};
const FORMAT_WORDS: Record<ComplianceFormat, string> = {
  LIVE: 'live',
  ON_DEMAND: 'on-demand',
  SELF_STUDY: 'self-study',
};

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function statusOf(standing: FirmAdmissionStanding): string {
  if (standing.state !== 'TRACKED') return STATE_WORDS[standing.state];
  return standing.status ? STATUS_WORDS[standing.status] : '';
}

/** "Ethics: 2 hours; Live: 4 hours": each requirement and format minimum still short. */
function missingText(short: Pick<ComplianceShortfall, 'requirements' | 'formatMinimums'>): string {
  const requirements = short.requirements
    .filter((requirement) => requirement.missing > 0)
    .map((requirement) => `${requirement.label}: ${hoursText(requirement.missing)}`);
  const minimums = short.formatMinimums
    .filter((minimum) => minimum.missing > 0)
    .map((minimum) => {
      const formats = minimum.formats.map((format) => FORMAT_WORDS[format]).join(' or ');
      return `${formats.charAt(0).toUpperCase()}${formats.slice(1)}: ${hoursText(minimum.missing)}`;
    });
  return [...requirements, ...minimums].join('; ');
}

type Row = (string | number | null)[];
type Lawyer = { name: string; email: string };

/** An admission's current period. */
function standingRow(member: Lawyer, standing: FirmAdmissionStanding, atRisk: boolean): Row {
  return [
    member.name,
    member.email,
    standing.jurisdictionName,
    standing.barNumber,
    statusOf(standing),
    atRisk ? 'Yes' : 'No',
    standing.period?.start ?? null,
    standing.period?.end ?? null,
    standing.deadline,
    standing.daysToDeadline,
    standing.total?.required ?? null,
    standing.total?.earned ?? null,
    standing.state === 'TRACKED' ? standing.hoursStillNeeded : null,
    missingText(standing),
    standing.missingDetails.map((detail) => DETAIL_WORDS[detail]).join('; '),
  ];
}

/** A period before the current one still at risk (its deadline comes after its end). */
function shortfallRow(member: Lawyer, shortfall: ComplianceShortfall): Row {
  return [
    member.name,
    member.email,
    shortfall.jurisdictionName,
    shortfall.barNumber,
    STATUS_WORDS[shortfall.status],
    'Yes',
    shortfall.period.start,
    shortfall.period.end,
    shortfall.deadline,
    shortfall.daysToDeadline,
    shortfall.total?.required ?? null,
    shortfall.total?.earned ?? null,
    shortfall.hoursStillNeeded,
    missingText(shortfall),
    '',
  ];
}

/**
 * The compliance CSV: one row per ACTIVE lawyer and admission with its current period (a lawyer without an admission:
 * one row saying so), plus a row for a period before it still at risk, by lawyer then jurisdiction; cells are
 * CSV-injection safe (toCsv).
 */
export function complianceCsv(view: EnterpriseCompliance): string {
  const shortfallsOf = new Map(view.atRisk.map((member) => [member.memberId, member.shortfalls]));
  const rows: Row[] = [CSV_HEADER];
  for (const member of view.members) {
    if (member.admissions.length === 0) {
      const row: Row = [member.name, member.email, '', '', 'No admission entered', 'No'];
      rows.push([...row, ...Array<null>(CSV_HEADER.length - row.length).fill(null)]);
      continue;
    }
    const shortfalls = shortfallsOf.get(member.memberId) ?? [];
    for (const standing of member.admissions) {
      const ofAdmission = shortfalls.filter((shortfall) => shortfall.admissionId === standing.admissionId);
      const earlier = ofAdmission.filter((shortfall) => shortfall.period.start !== standing.period?.start);
      for (const shortfall of earlier) rows.push(shortfallRow(member, shortfall));
      rows.push(standingRow(member, standing, ofAdmission.length > earlier.length));
    }
  }
  return toCsv(rows);
}
