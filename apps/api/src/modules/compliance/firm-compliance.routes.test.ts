import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EnterpriseComplianceSchema,
  UserJurisdictionSchema,
  type EnterpriseCompliance,
} from '@counsel/contracts';
import {
  calendarDateIn,
  complianceProfileFrom,
  complianceRuleFor,
  deadlineFor,
  parseCsv,
  periodContaining,
} from '@counsel/domain';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { createFirmTestApp, type Admin, type FirmKit } from '../../testing/enterprise-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { TestApp } from '../../testing/test-app.js';

const DAY_MS = 86_400_000;

// Near real time: the tokens the app issues are judged against this clock.
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: FirmKit;

beforeAll(async () => {
  ({ t, k } = await createFirmTestApp(clock));
});
afterAll(async () => t.close());

/**
 * Texas (rules/tx.ts): 12-month periods from the first of the birth month, due by the end of the next birth month. A
 * lawyer born next month is in a period ending this month, due by the end of next month: within 90 days, whatever
 * today is. Everything expected is computed from the rule and the app's clock.
 */
function texasExpectations() {
  const rule = complianceRuleFor('TX');
  if (!rule) throw new Error('no Texas rule');
  const today = calendarDateIn(clock.now(), rule.timeZone ?? 'UTC');
  const birthMonth = (Number(today.slice(5, 7)) % 12) + 1;
  const details = {
    admittedOn: '2010-05-03',
    birthDate: null,
    birthMonth,
    complianceGroup: null,
    cycleEndsOn: null,
  };
  const placed = complianceProfileFrom(rule, details);
  if (!placed.ok) throw new Error('Texas needs more details');
  const lookup = periodContaining(rule, placed.profile, today);
  if (!lookup.ok) throw new Error('no Texas period today');
  const deadline = deadlineFor(rule.deadline, lookup.period);
  const daysToDeadline = Math.round((Date.parse(deadline) - Date.parse(today)) / DAY_MS);
  const [ethics] = rule.requirements;
  return {
    rule,
    birthMonth,
    period: lookup.period,
    deadline,
    daysToDeadline,
    totalHours: rule.total?.hours ?? 0,
    ethics: { id: ethics?.id ?? '', label: ethics?.label ?? '', hours: ethics?.minHours ?? 0 },
  };
}

interface Lawyer {
  userId: string;
  memberId: string;
  email: string;
  bearer: string;
  cookie: string;
}

/** An invited lawyer with an account; accepted (ACTIVE) unless `accept` is false (PENDING). */
async function lawyer(admin: Admin, fullName: string, email: string, accept = true): Promise<Lawyer> {
  const member = await k.invite(admin, fullName, email);
  const invitation = await k.invitationToken(email);
  const account = await k.account(fullName, email);
  if (accept) {
    const accepted = await k.accept(invitation, account.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return {
    userId: account.userId,
    memberId: member.id,
    email,
    bearer: account.token,
    cookie: account.cookie,
  };
}

async function addAdmission(who: Lawyer, body: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: { authorization: `Bearer ${who.bearer}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return UserJurisdictionSchema.parse(response.json()).id;
}

const texasAdmission = (barNumber: string) => ({
  jurisdictionCode: 'TX',
  barNumber,
  admittedOn: '2010-05-03',
  birthMonth: texasExpectations().birthMonth,
});

/** A completion `days` before now (inside the current Texas period), with one credit line in Texas. */
function texasCredit(who: Lawyer, slug: string, category: 'GENERAL' | 'ETHICS', hours: number, days = 5) {
  return recordCompletion(t.database.db, {
    userId: who.userId,
    slug,
    completedAt: new Date(clock.now().getTime() - days * DAY_MS),
    credits: [{ jurisdictionCode: 'TX', creditType: 'CLE', category, hours }],
  });
}

async function compliance(admin: Admin): Promise<EnterpriseCompliance> {
  const response = await k.call(admin, 'GET', '/api/enterprise/compliance');
  expect(response.statusCode, response.body).toBe(200);
  return EnterpriseComplianceSchema.parse(response.json());
}

describe('GET /api/enterprise/compliance', () => {
  let firm: Admin;
  let otherFirm: Admin;
  let sam: Lawyer;
  let carla: Lawyer;
  let samsTexas = '';

  beforeAll(async () => {
    firm = await k.firmAdministrator('Ada Admin', 'ada.admin@example.com', 8);
    otherFirm = await k.firmAdministrator('Bea Beta', 'bea.beta@example.com', 3);

    // Short with a deadline within 90 days: 1 general hour of 15, none of the 3 ethics hours.
    sam = await lawyer(firm, 'Sam Short', 'sam.short@example.com');
    samsTexas = await addAdmission(sam, texasAdmission('24000001'));
    await texasCredit(sam, 'divorce-mediation-essentials', 'GENERAL', 1);

    // Every hour earned in the same period: compliant, so never at risk.
    carla = await lawyer(firm, 'Carla Compliant', 'carla.compliant@example.com');
    await addAdmission(carla, texasAdmission('24000002'));
    await texasCredit(carla, 'divorce-mediation-essentials', 'GENERAL', 12);
    await texasCredit(carla, 'ethics-for-paralegals', 'ETHICS', 3);

    // New York needs the birth date to place the period.
    const nadia = await lawyer(firm, 'Nadia Details', 'nadia.details@example.com');
    await addAdmission(nadia, { jurisdictionCode: 'NY', barNumber: '5550101', admittedOn: '2014-03-10' });

    // Short too, but PENDING (never accepted), REVOKED, or removed from the firm: none of the firm's business.
    const pat = await lawyer(firm, 'Pat Pending', 'pat.pending@example.com', false);
    await addAdmission(pat, texasAdmission('24000003'));
    const rex = await lawyer(firm, 'Rex Revoked', 'rex.revoked@example.com', false);
    await addAdmission(rex, texasAdmission('24000004'));
    const revoked = await k.call(
      firm,
      'POST',
      `/api/enterprise/revoke-invitation?enterpriseMemberId=${rex.memberId}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const rita = await lawyer(firm, 'Rita Removed', 'rita.removed@example.com');
    await addAdmission(rita, texasAdmission('24000005'));
    const removed = await k.call(
      firm,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${rita.memberId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    // Another firm's lawyer, short with the same deadline.
    const otto = await lawyer(otherFirm, 'Otto Other', 'otto.other@example.com');
    await addAdmission(otto, texasAdmission('24000009'));
  });

  it('lists a lawyer short with a deadline within 90 days, with what they miss', async () => {
    const texas = texasExpectations();
    expect(texas.daysToDeadline).toBeGreaterThanOrEqual(0);
    expect(texas.daysToDeadline).toBeLessThanOrEqual(90);
    const body = await compliance(firm);
    expect(body.atRiskWithinDays).toBe(90);
    expect(body.atRisk).toEqual([
      {
        memberId: sam.memberId,
        name: 'Sam Short',
        email: 'sam.short@example.com',
        deadline: texas.deadline,
        daysToDeadline: texas.daysToDeadline,
        shortfalls: [
          {
            admissionId: samsTexas,
            jurisdictionCode: 'TX',
            jurisdictionName: 'Texas',
            barNumber: '24000001',
            status: 'IN_PROGRESS',
            period: texas.period,
            deadline: texas.deadline,
            daysToDeadline: texas.daysToDeadline,
            total: { required: texas.totalHours, earned: 1, missing: texas.totalHours - 1 },
            hoursStillNeeded: texas.totalHours - 1,
            requirements: [{ id: texas.ethics.id, label: texas.ethics.label, missing: texas.ethics.hours }],
            formatMinimums: [],
          },
        ],
      },
    ]);
  });

  it('shows every ACTIVE lawyer’s standing and counts them; a compliant lawyer is not at risk', async () => {
    const body = await compliance(firm);
    expect(body.members.map((member) => member.name)).toEqual([
      'Ada Admin',
      'Carla Compliant',
      'Nadia Details',
      'Sam Short',
    ]);
    const byName = new Map(body.members.map((member) => [member.name, member]));
    expect(byName.get('Carla Compliant')?.admissions).toEqual([
      expect.objectContaining({
        jurisdictionCode: 'TX',
        barNumber: '24000002',
        status: 'COMPLIANT',
        deadline: texasExpectations().deadline,
        hoursStillNeeded: 0,
      }),
    ]);
    expect(byName.get('Nadia Details')?.admissions).toEqual([
      expect.objectContaining({ state: 'NEEDS_DETAILS', missingDetails: ['birthDate'], status: null }),
    ]);
    expect(body.counts).toEqual({
      membersTracked: 4,
      atRisk: 1,
      compliant: 1,
      needsDetails: 1,
      withoutAdmissions: 1,
    });
  });

  it('leaves out PENDING, REVOKED and removed members', async () => {
    const text = JSON.stringify(await compliance(firm));
    for (const name of ['Pat Pending', 'Rex Revoked', 'Rita Removed', '24000003', '24000004', '24000005']) {
      expect(text).not.toContain(name);
    }
  });

  it('never shows another firm’s members, either way', async () => {
    const ours = JSON.stringify(await compliance(firm));
    expect(ours).not.toContain('Otto Other');
    expect(ours).not.toContain('24000009');
    const theirs = await compliance(otherFirm);
    expect(theirs.members.map((member) => member.name)).toEqual(['Bea Beta', 'Otto Other']);
    expect(theirs.atRisk.map((member) => member.name)).toEqual(['Otto Other']);
    expect(JSON.stringify(theirs)).not.toMatch(/Sam Short|Carla|Nadia|24000001/);
  });

  it('refuses a visitor (401) and a lawyer of the firm who is not an administrator (403)', async () => {
    for (const url of ['/api/enterprise/compliance', '/api/enterprise/compliance.csv']) {
      expect((await k.call(null, 'GET', url)).statusCode, url).toBe(401);
      const asLawyer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await k.freshToken(sam.cookie)}` },
      });
      expect(asLawyer.statusCode, url).toBe(403);
      expect(k.code(asLawyer)).toBe('FORBIDDEN');
    }
  });

  it('downloads the same standings as CSV: one row per lawyer and admission, the firm’s lawyers only', async () => {
    const response = await k.call(firm, 'GET', '/api/enterprise/compliance.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="compliance-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 6)).toEqual([
      'Lawyer',
      'E-mail',
      'Jurisdiction',
      'Bar number',
      'Status',
      'At risk',
    ]);
    expect(rows.map((row) => [row[0], row[2], row[4], row[5]])).toEqual([
      ['Ada Admin', '', 'No admission entered', 'No'],
      ['Carla Compliant', 'Texas', 'Compliant', 'No'],
      ['Nadia Details', 'New York', 'Needs details', 'No'],
      ['Sam Short', 'Texas', 'In progress', 'Yes'],
    ]);
    const texas = texasExpectations();
    expect(rows[3]?.slice(8)).toEqual([
      texas.deadline,
      String(texas.daysToDeadline),
      String(texas.totalHours),
      '1',
      String(texas.totalHours - 1),
      `${texas.ethics.label}: ${texas.ethics.hours} hours`,
      '',
    ]);
    expect(response.body).not.toMatch(/Otto|Pat Pending|Rex Revoked|Rita Removed/);
  });
});
