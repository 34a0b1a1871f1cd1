import type { ComplianceRuleList, Jurisdiction, PracticeArea, UserJurisdiction } from '@counsel/contracts';
import { COMPLIANCE_RULES, profileNeeds, unconfirmedPoints } from '@counsel/domain';
import { vi } from 'vitest';
import type { StubResponse } from './api-stub';
import { stubIdentity, urlOf, type IdentityStubOptions } from './identity-stub';

export const catalogJurisdictions: Jurisdiction[] = [
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    code: 'CA',
    name: 'California',
    country: 'US',
    minutesPerCreditHour: 60,
  },
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000002',
    code: 'NY',
    name: 'New York',
    country: 'US',
    minutesPerCreditHour: 50,
  },
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000003',
    code: 'TX',
    name: 'Texas',
    country: 'US',
    minutesPerCreditHour: 60,
  },
];

export const catalogPracticeAreas: PracticeArea[] = [
  { id: 'bbbbbbbb-0000-4000-8000-000000000001', slug: 'family-law', name: 'Family Law' },
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', slug: 'tax', name: 'Tax' },
  { id: 'bbbbbbbb-0000-4000-8000-000000000003', slug: 'trusts-estates', name: 'Trusts & Estates' },
];

/** GET /api/compliance/rules as the API answers it, from the real rule files. */
export const complianceRules: ComplianceRuleList = {
  items: COMPLIANCE_RULES.map((rule) => ({
    jurisdictionCode: rule.jurisdictionCode,
    scheme: rule.scheme,
    name: rule.name,
    version: rule.version,
    creditType: rule.creditType ?? 'CLE',
    ...profileNeeds(rule),
    unconfirmed: unconfirmedPoints(rule),
    sources: Object.entries(rule.sourceList).map(([key, url]) => ({ key, url })),
  })),
};

/** An admission of the test user in one of `catalogJurisdictions`. */
export function admissionIn(code: string, fields: Partial<Omit<UserJurisdiction, 'jurisdiction'>> = {}) {
  const jurisdiction = catalogJurisdictions.find((entry) => entry.code === code);
  if (!jurisdiction) throw new Error(`No test jurisdiction ${code}`);
  const admission: UserJurisdiction = {
    id: `cccccccc-0000-4000-8000-0000000000${jurisdiction.id.slice(-2)}`,
    jurisdiction,
    barNumber: '1234567',
    admittedOn: null,
    birthDate: null,
    birthMonth: null,
    complianceGroup: null,
    cycleEndsOn: null,
    ...fields,
  };
  return admission;
}

export interface LawyerProfileStubOptions extends IdentityStubOptions {
  admissions?: UserJurisdiction[];
  selectedPracticeAreas?: string[];
  /** Forced answers by "METHOD /path", e.g. `{ 'POST /api/jurisdiction': { status: 500, body: {} } }`. */
  answers?: Record<string, StubResponse>;
}

type Body = Record<string, unknown>;

function readBody(init: RequestInit | undefined): Body {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

/**
 * A signed-in user (stubIdentity) plus an in-memory lawyer profile behind /api/jurisdiction, /api/practice-area
 * and the catalog's jurisdictions, answering by method as the API does.
 */
export function stubLawyerProfile(options: LawyerProfileStubOptions = {}) {
  const identity = stubIdentity(options);
  const state = {
    admissions: [...(options.admissions ?? [])],
    selected: new Set(options.selectedPracticeAreas ?? []),
  };
  const practiceAreaList = () => ({
    items: catalogPracticeAreas.map((area) => ({ ...area, selected: state.selected.has(area.slug) })),
  });

  const answer = (path: string, method: string, body: Body): StubResponse | null => {
    const forced = options.answers?.[`${method} ${path}`];
    if (forced) return forced;
    if (path === '/api/catalog/jurisdictions') return { body: { items: catalogJurisdictions } };
    if (path === '/api/compliance/rules') return { body: complianceRules };
    if (path === '/api/jurisdiction' && method === 'GET') {
      const items = [...state.admissions].sort((a, b) =>
        a.jurisdiction.name.localeCompare(b.jurisdiction.name),
      );
      return { body: { items } };
    }
    if (path === '/api/jurisdiction' && method === 'POST') {
      const code = String(body.jurisdictionCode);
      if (state.admissions.some((admission) => admission.jurisdiction.code === code)) {
        return {
          status: 409,
          body: errorBody('ADMISSION_EXISTS', 'You already have this jurisdiction; edit it instead.'),
        };
      }
      const admission = admissionIn(code, {
        barNumber: String(body.barNumber),
        admittedOn: (body.admittedOn as string | null | undefined) ?? null,
        birthDate: (body.birthDate as string | null | undefined) ?? null,
        birthMonth: (body.birthMonth as number | null | undefined) ?? null,
        complianceGroup: (body.complianceGroup as string | null | undefined) ?? null,
        cycleEndsOn: (body.cycleEndsOn as string | null | undefined) ?? null,
      });
      state.admissions.push(admission);
      return { status: 201, body: admission };
    }
    const admissionPath = /^\/api\/jurisdiction\/([^/]+)$/.exec(path);
    if (admissionPath) {
      const index = state.admissions.findIndex((admission) => admission.id === admissionPath[1]);
      const existing = state.admissions[index];
      if (!existing) {
        return { status: 404, body: errorBody('ADMISSION_NOT_FOUND', 'You have no admission with this id.') };
      }
      if (method === 'DELETE') {
        state.admissions.splice(index, 1);
        return { status: 204, body: undefined };
      }
      const updated = { ...existing, ...body };
      state.admissions[index] = updated;
      return { body: updated };
    }
    if (path === '/api/practice-area' && method === 'GET') return { body: practiceAreaList() };
    if (path === '/api/practice-area' && method === 'POST') {
      state.selected = new Set(body.selectedPracticeAreas as string[]);
      return { body: practiceAreaList() };
    }
    return null;
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const found = answer(url.pathname, init?.method ?? 'GET', readBody(init));
    if (!found) return identity.fetchMock(input, init);
    const { status = 200, body } = found;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** "METHOD /path" of every call, in order. */
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}`;
    });
  return { fetchMock, state, calls };
}
