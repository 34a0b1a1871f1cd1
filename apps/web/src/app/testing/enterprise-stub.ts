import type {
  AtRiskMember,
  AuditLogEntry,
  ComplianceShortfall,
  EnterpriseCompliance,
  EnterpriseFirm,
  EnterpriseMember,
  Invitee,
} from '@counsel/contracts';
import { vi } from 'vitest';
import type { StubResponse } from './api-stub';
import { stubIdentity, testUser, urlOf, type IdentityStubOptions } from './identity-stub';

let sequence = 0;

/** A member id that is a UUID (the contract checks it). */
function memberId(): string {
  sequence += 1;
  return `dddddddd-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A member as GET /api/enterprise answers it: an ACTIVE lawyer unless told otherwise. */
export function makeMember(overrides: Partial<EnterpriseMember> = {}): EnterpriseMember {
  return {
    id: memberId(),
    name: 'Grace Hopper',
    email: 'grace@firm.example',
    status: 'ACTIVE',
    isAdministrator: false,
    isOwner: false,
    invitedAt: '2027-01-10T15:00:00.000Z',
    invitationExpiresAt: null,
    acceptedAt: '2027-01-11T15:00:00.000Z',
    lastActiveAt: '2027-02-01T15:00:00.000Z',
    creditHoursThisYear: 0,
    creditHoursByType: { CLE: 0, SBA: 0, PARALEGAL_CLE: 0, CPD: 0 },
    coursesInProgress: 0,
    coursesCompleted: 0,
    lastCertificate: null,
    ...overrides,
  };
}

/** The signed-in administrator (testUser), who bought the plan. */
export function makeOwner(overrides: Partial<EnterpriseMember> = {}): EnterpriseMember {
  return makeMember({
    name: testUser.name,
    email: testUser.email,
    isAdministrator: true,
    isOwner: true,
    ...overrides,
  });
}

export type FirmSettings = Pick<
  EnterpriseFirm,
  | 'id'
  | 'name'
  | 'planName'
  | 'interval'
  | 'seatsPurchased'
  | 'billingStatus'
  | 'renewalDate'
  | 'cancelAtPeriodEnd'
>;

export function makeFirmSettings(overrides: Partial<FirmSettings> = {}): FirmSettings {
  return {
    id: 'eeeeeeee-0000-4000-8000-000000000001',
    name: 'Lovelace & Partners',
    planName: 'Enterprise',
    interval: 'year',
    seatsPurchased: 5,
    billingStatus: 'ACTIVE',
    renewalDate: '2027-03-05T15:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** What a lawyer misses in one admission (Virginia, 36 days to go, by default). */
export function makeShortfall(overrides: Partial<ComplianceShortfall> = {}): ComplianceShortfall {
  return {
    admissionId: memberId(),
    jurisdictionCode: 'VA',
    jurisdictionName: 'Virginia',
    barNumber: '81234',
    status: 'IN_PROGRESS',
    period: { start: '2026-11-01', end: '2027-10-31' },
    deadline: '2027-10-31',
    daysToDeadline: 36,
    total: { required: 12, earned: 7, missing: 5 },
    hoursStillNeeded: 5,
    requirements: [{ id: 'ethics', label: 'Ethics and professionalism', missing: 1 }],
    formatMinimums: [{ formats: ['LIVE'], missing: 3 }],
    ...overrides,
  };
}

/** A lawyer at risk: their shortfalls, the soonest deadline first. */
export function makeAtRiskMember(
  overrides: Partial<Omit<AtRiskMember, 'shortfalls'>> & { shortfalls?: ComplianceShortfall[] } = {},
): AtRiskMember {
  const shortfalls = overrides.shortfalls ?? [makeShortfall()];
  const [soonest] = shortfalls;
  return {
    memberId: memberId(),
    name: 'Grace Hopper',
    email: 'grace@firm.example',
    deadline: soonest?.deadline ?? '2027-10-31',
    daysToDeadline: soonest?.daysToDeadline ?? 36,
    ...overrides,
    shortfalls,
  };
}

/** GET /api/enterprise/compliance: nobody at risk unless `atRisk` says so (counted too). */
export function makeEnterpriseCompliance(
  overrides: Partial<EnterpriseCompliance> = {},
): EnterpriseCompliance {
  const atRisk = overrides.atRisk ?? [];
  return {
    asOf: '2027-09-25',
    atRiskWithinDays: 90,
    counts: {
      membersTracked: atRisk.length + 1,
      atRisk: atRisk.length,
      compliant: 1,
      needsDetails: 0,
      withoutAdmissions: 0,
    },
    atRisk,
    members: [],
    ...overrides,
  };
}

export interface EnterpriseStubOptions extends IdentityStubOptions {
  firm?: Partial<FirmSettings>;
  members?: EnterpriseMember[];
  audit?: AuditLogEntry[];
  /** GET /api/enterprise/compliance's answer (makeEnterpriseCompliance() by default). */
  compliance?: EnterpriseCompliance;
  /** Forced answers by "METHOD /path", e.g. `{ 'POST /api/enterprise/create-lawyer': { status: 500, body: {} } }`. */
  answers?: Record<string, StubResponse>;
}

type Body = Record<string, unknown>;

const errorBody = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});

function readBody(init: RequestInit | undefined): Body {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
}

/**
 * A signed-in firm administrator (stubIdentity, role `enterprise`) and an in-memory firm behind /api/enterprise/*,
 * answering as the API does: seats counted from PENDING and ACTIVE members, search, filter, sort and pages, the
 * member actions with their refusals, the audit log, and the compliance view (`compliance`) with its CSV.
 */
export function stubEnterprise(options: EnterpriseStubOptions = {}) {
  const identity = stubIdentity({ role: 'enterprise', ...options });
  const state = {
    firm: makeFirmSettings(options.firm),
    members: [...(options.members ?? [makeOwner()])],
    audit: [...(options.audit ?? [])],
  };

  const firm = (): EnterpriseFirm => {
    const seatsInUse = state.members.filter((member) => member.status !== 'REVOKED').length;
    const { seatsPurchased } = state.firm;
    return {
      ...state.firm,
      seatsInUse,
      seatsFree: Math.max(0, seatsPurchased - seatsInUse),
      overBy: Math.max(0, seatsInUse - seatsPurchased),
    };
  };

  const seatsExhausted = () => {
    const { seatsPurchased, seatsInUse, seatsFree } = firm();
    return {
      status: 409,
      body: errorBody('SEATS_EXHAUSTED', 'Not enough free seats.', { seatsPurchased, seatsInUse, seatsFree }),
    };
  };

  const list = (url: URL) => {
    const query = url.searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status');
    const sort = (query.get('sort') ?? 'name') as 'name' | 'email' | 'status' | 'invitedAt';
    const direction = query.get('order') === 'desc' ? -1 : 1;
    const pageSize = Number(query.get('pageSize') ?? 25);
    const currentPage = Number(query.get('currentPage') ?? 1);
    const matching = state.members
      .filter((member) => !status || member.status === status)
      .filter(
        (member) =>
          search === '' ||
          member.name.toLowerCase().includes(search) ||
          member.email.toLowerCase().includes(search),
      )
      .sort((a, b) => a[sort].localeCompare(b[sort]) * direction);
    const counts = { PENDING: 0, ACTIVE: 0, REVOKED: 0 };
    for (const member of state.members) counts[member.status] += 1;
    return {
      firm: firm(),
      members: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: {
        currentPage,
        pageSize,
        totalItems: matching.length,
        totalPages: Math.ceil(matching.length / pageSize),
      },
      statusCounts: counts,
    };
  };

  const memberOf = (url: URL, body: Body) => {
    const id = url.searchParams.get('enterpriseMemberId') ?? (body.enterpriseMemberId as string | undefined);
    return state.members.find((member) => member.id === id);
  };

  const replace = (member: EnterpriseMember, change: Partial<EnterpriseMember>) => {
    const updated = { ...member, ...change };
    state.members = state.members.map((entry) => (entry.id === member.id ? updated : entry));
    return { body: { member: updated } };
  };

  const conflict = () => ({
    status: 409,
    body: errorBody('MEMBER_STATUS_CONFLICT', 'This action does not apply to the member’s status.'),
  });

  const answer = (url: URL, method: string, body: Body): StubResponse | null => {
    const path = url.pathname;
    const forced = options.answers?.[`${method} ${path}`];
    if (forced) return forced;
    if (!path.startsWith('/api/enterprise')) return null;
    if (path === '/api/enterprise' && method === 'GET') return { body: list(url) };
    if (path === '/api/enterprise/compliance') {
      return { body: options.compliance ?? makeEnterpriseCompliance() };
    }
    if (path === '/api/enterprise/member-emails') {
      return { body: { emails: state.members.map((member) => member.email) } };
    }
    if (path === '/api/enterprise/audit-log') {
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      const currentPage = Number(url.searchParams.get('currentPage') ?? 1);
      return {
        body: {
          entries: state.audit.slice((currentPage - 1) * pageSize, currentPage * pageSize),
          pagination: {
            currentPage,
            pageSize,
            totalItems: state.audit.length,
            totalPages: Math.ceil(state.audit.length / pageSize),
          },
        },
      };
    }
    if (path === '/api/enterprise/change-name') {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (name.length < 2) {
        return {
          status: 400,
          body: errorBody('VALIDATION_FAILED', 'The request body is not valid.', [
            { in: 'body', path: '/name', message: 'At least 2 characters' },
          ]),
        };
      }
      state.firm.name = name;
      return { body: { firm: { id: state.firm.id, name } } };
    }
    if (path === '/api/enterprise/create-lawyer') {
      const invitees = (Array.isArray(body.lawyers) ? body.lawyers : [body]) as Invitee[];
      const taken = invitees
        .map((invitee) => invitee.email.toLowerCase())
        .filter((email) => state.members.some((member) => member.email === email));
      if (taken.length > 0) {
        return {
          status: 409,
          body: errorBody('ENTERPRISE_MEMBER_EXISTS', 'Already a member.', { emails: taken }),
        };
      }
      if (invitees.length > firm().seatsFree) return seatsExhausted();
      const created = invitees.map((invitee) =>
        makeMember({
          name: invitee.fullName,
          email: invitee.email.toLowerCase(),
          status: 'PENDING',
          acceptedAt: null,
          lastActiveAt: null,
          invitationExpiresAt: '2027-01-24T15:00:00.000Z',
        }),
      );
      state.members.push(...created);
      return { status: 201, body: { members: created } };
    }
    const member = memberOf(url, body);
    const isMemberAction = [
      '/api/enterprise/resend-invitation',
      '/api/enterprise/revoke-invitation',
      '/api/enterprise/delete-lawyer',
      '/api/enterprise/administrators',
    ].includes(path);
    if (isMemberAction && !member) {
      return { status: 404, body: errorBody('ENTERPRISE_MEMBER_NOT_FOUND', 'No such member.') };
    }
    if (!member) return null;
    switch (path) {
      case '/api/enterprise/resend-invitation':
        if (member.status === 'ACTIVE') return conflict();
        if (member.status === 'REVOKED' && firm().seatsFree === 0) return seatsExhausted();
        return replace(member, { status: 'PENDING', invitationExpiresAt: '2027-02-14T15:00:00.000Z' });
      case '/api/enterprise/revoke-invitation':
        return member.status === 'PENDING'
          ? replace(member, { status: 'REVOKED', invitationExpiresAt: null })
          : conflict();
      case '/api/enterprise/delete-lawyer':
        if (member.isOwner) {
          return { status: 409, body: errorBody('FIRM_OWNER_PROTECTED', 'The buyer stays a member.') };
        }
        state.members = state.members.filter((entry) => entry.id !== member.id);
        return { body: { removed: { id: member.id, email: member.email, status: member.status } } };
      case '/api/enterprise/administrators': {
        if (member.status !== 'ACTIVE') return conflict();
        if (method === 'POST') return replace(member, { isAdministrator: true });
        if (member.isOwner) {
          return {
            status: 409,
            body: errorBody('FIRM_OWNER_PROTECTED', 'The buyer stays an administrator.'),
          };
        }
        replace(member, { isAdministrator: false });
        return { status: 204, body: undefined };
      }
    }
    return null;
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/enterprise/completions.csv' && !options.answers?.[`GET ${url.pathname}`]) {
      return new Response('member,email,course\r\nGrace Hopper,grace@firm.example,Ethics\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv' },
      });
    }
    if (url.pathname === '/api/enterprise/compliance.csv' && !options.answers?.[`GET ${url.pathname}`]) {
      return new Response(
        'Lawyer,E-mail,Jurisdiction,Status\r\nGrace Hopper,grace@firm.example,Virginia,In progress\r\n',
        {
          status: 200,
          headers: { 'Content-Type': 'text/csv' },
        },
      );
    }
    const found = answer(url, method, readBody(init));
    if (!found) return identity.fetchMock(input, init);
    const { status = 200, body } = found;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** "METHOD /path?query" of every call, in order. */
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    });
  /** The JSON body of the last call to `path` (query left out). */
  const lastBody = (path: string): unknown => {
    const call = fetchMock.mock.calls
      .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path)
      .at(-1);
    const sent = call?.[1]?.body;
    return typeof sent === 'string' ? (JSON.parse(sent) as unknown) : undefined;
  };
  return { fetchMock, state, calls, lastBody };
}
