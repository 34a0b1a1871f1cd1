import type {
  AdmissionCompliance,
  ComplianceCredit,
  ComplianceOverview,
  ComplianceRequirementStatus,
  ComplianceRuleSummary,
  ExternalCredit,
  ExternalCreditInput,
  Jurisdiction,
} from '@counsel/contracts';
import { vi } from 'vitest';
import type { StubResponse } from './api-stub';
import { stubIdentity, urlOf, type IdentityStubOptions } from './identity-stub';

/** Admission ids of the fixtures (the API's are UUIDs; the contract checks). */
export const ADMISSION_IDS = {
  NY: 'dddddddd-0000-4000-8000-000000000001',
  CA: 'dddddddd-0000-4000-8000-000000000002',
  CO: 'dddddddd-0000-4000-8000-000000000003',
  GB: 'dddddddd-0000-4000-8000-000000000004',
} as const;

export const COMPLIANCE_AS_OF = '2026-07-03';

export function makeRuleSummary(fields: Partial<ComplianceRuleSummary> = {}): ComplianceRuleSummary {
  return {
    jurisdictionCode: 'NY',
    scheme: 'ATTORNEY',
    name: 'New York CLE, experienced attorneys',
    version: 2,
    creditType: 'CLE',
    details: ['admittedOn', 'birthDate'],
    groups: [],
    unconfirmed: [],
    sources: [
      { key: 'NY1', url: 'https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.22' },
      { key: 'NY3', url: 'http://ww2.nycourts.gov/attorneys/registration/faqs.shtml' },
    ],
    ...fields,
  };
}

export function makeRequirement(
  fields: Partial<ComplianceRequirementStatus> & Pick<ComplianceRequirementStatus, 'id' | 'label'>,
): ComplianceRequirementStatus {
  const required = fields.required ?? 1;
  const earned = fields.earned ?? 0;
  return {
    parentId: null,
    required,
    earned,
    missing: Math.max(0, required - earned),
    categories: ['GENERAL'],
    browseCategory: 'GENERAL',
    unconfirmedNote: null,
    ...fields,
  };
}

export function makeCountedCredit(
  fields: Partial<ComplianceCredit> & Pick<ComplianceCredit, 'id' | 'title'>,
): ComplianceCredit {
  return {
    source: 'COUNSEL',
    date: '2025-05-20',
    format: 'ON_DEMAND',
    category: 'GENERAL',
    hours: 1,
    countedHours: fields.hours ?? 1,
    certificateNumber: null,
    courseId: null,
    ...fields,
  };
}

/** An admission the tracker cannot place (NEEDS_DETAILS by default); `fields` sets the rest. */
export function makeUntrackedAdmission(
  fields: Partial<AdmissionCompliance> & Pick<AdmissionCompliance, 'admissionId'>,
): AdmissionCompliance {
  return {
    jurisdictionCode: 'CA',
    jurisdictionName: 'California',
    barNumber: '299001',
    state: 'NEEDS_DETAILS',
    missingDetails: [],
    rule: null,
    status: null,
    period: null,
    deadline: null,
    daysToDeadline: null,
    reportBy: null,
    total: null,
    requirements: [],
    formatMinimums: [],
    capsApplied: [],
    hoursStillNeeded: 0,
    carryIn: 0,
    carryOut: { carried: 0, lost: 0 },
    credits: [],
    warnings: [],
    previousPeriodStart: null,
    nextPeriodStart: null,
    ...fields,
  };
}

/**
 * New York, tracked, in the current period (2 Aug 2024 – 1 Aug 2026, deadline 1 Sep 2026, 60 days away): 6 of 24
 * hours, ethics short by 2 (a gap with a course category), cybersecurity short by 1 (no course category), a
 * self-reported and a carried-over credit, one point of the rule unconfirmed.
 */
export function trackedNewYork(fields: Partial<AdmissionCompliance> = {}): AdmissionCompliance {
  return {
    admissionId: ADMISSION_IDS.NY,
    jurisdictionCode: 'NY',
    jurisdictionName: 'New York',
    barNumber: '5550101',
    state: 'TRACKED',
    missingDetails: [],
    rule: makeRuleSummary({
      unconfirmed: ['Cybersecurity, Privacy and Data Protection: whether ethics hours may count twice'],
    }),
    status: 'IN_PROGRESS',
    period: { start: '2024-08-02', end: '2026-08-01' },
    deadline: '2026-09-01',
    daysToDeadline: 60,
    reportBy: null,
    total: { required: 24, earned: 6, missing: 18 },
    requirements: [
      makeRequirement({
        id: 'ethics',
        label: 'Ethics and Professionalism',
        required: 4,
        earned: 2,
        categories: ['ETHICS', 'PROFESSIONALISM', 'CYBERSECURITY_ETHICS'],
        browseCategory: 'ETHICS',
      }),
      makeRequirement({
        id: 'diversity',
        label: 'Diversity, Inclusion and Elimination of Bias',
        required: 1,
        earned: 1,
        categories: ['ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'],
        browseCategory: 'ELIMINATION_OF_BIAS',
      }),
      makeRequirement({
        id: 'cybersecurity',
        label: 'Cybersecurity, Privacy and Data Protection',
        required: 1,
        earned: 0,
        categories: ['CYBERSECURITY', 'CYBERSECURITY_ETHICS'],
        browseCategory: null,
      }),
    ],
    formatMinimums: [],
    capsApplied: [],
    hoursStillNeeded: 18,
    carryIn: 1,
    carryOut: { carried: 0, lost: 0 },
    credits: [
      makeCountedCredit({
        id: 'completion-1:0',
        title: 'Divorce Mediation Essentials',
        date: '2025-05-20',
        category: 'ETHICS',
        hours: 2,
        certificateNumber: 'CCLE-2025-AAAA1111',
        courseId: 'eeeeeeee-0000-4000-8000-000000000001',
      }),
      makeCountedCredit({
        id: 'external-1',
        source: 'EXTERNAL',
        title: 'Credit from another provider',
        date: '2025-09-14',
        format: 'LIVE',
        category: 'ELIMINATION_OF_BIAS',
        hours: 3,
        countedHours: 2,
      }),
      makeCountedCredit({
        id: 'carried-1',
        source: 'CARRIED_IN',
        title: 'Carried over from the previous period',
        date: '2024-08-02',
        hours: 1,
      }),
    ],
    warnings: [
      { code: 'DEADLINE_NEAR', message: '60 days to the deadline and 18 hours still to earn.' },
      { code: 'CATEGORY_MISSING', message: 'Ethics and Professionalism: 2 hours more needed.' },
      {
        code: 'RULE_UNCONFIRMED',
        message: 'Some points of this rule could not be confirmed from a source: check with your bar.',
      },
    ],
    previousPeriodStart: '2022-08-02',
    nextPeriodStart: '2026-08-02',
    ...fields,
  };
}

/** New York's previous period (2 Aug 2022 – 1 Aug 2024): complete, the first the rule covers for this lawyer. */
export function newYorkPreviousPeriod(): AdmissionCompliance {
  return trackedNewYork({
    status: 'COMPLIANT',
    period: { start: '2022-08-02', end: '2024-08-01' },
    deadline: '2024-09-01',
    daysToDeadline: -670,
    total: { required: 24, earned: 25, missing: 0 },
    requirements: [
      makeRequirement({ id: 'ethics', label: 'Ethics and Professionalism', required: 4, earned: 4 }),
    ],
    hoursStillNeeded: 0,
    carryIn: 0,
    carryOut: { carried: 1, lost: 0 },
    credits: [
      makeCountedCredit({
        id: 'completion-0:0',
        title: 'Trust Accounting Basics',
        date: '2023-03-01',
        hours: 25,
      }),
    ],
    warnings: [],
    previousPeriodStart: null,
    nextPeriodStart: '2024-08-02',
  });
}

/** California, its rule known, waiting for the admission date and the compliance group. */
export function californiaNeedsDetails(): AdmissionCompliance {
  return makeUntrackedAdmission({
    admissionId: ADMISSION_IDS.CA,
    state: 'NEEDS_DETAILS',
    missingDetails: ['admittedOn', 'complianceGroup'],
    rule: makeRuleSummary({
      jurisdictionCode: 'CA',
      name: 'California MCLE',
      details: ['admittedOn', 'complianceGroup'],
      groups: [
        { id: 'G1', label: 'Group 1 (A–G)' },
        { id: 'G2', label: 'Group 2 (H–M)' },
        { id: 'G3', label: 'Group 3 (N–Z)' },
      ],
      sources: [{ key: 'CA1', url: 'https://www.calbar.ca.gov/Attorneys/MCLE-CLE' }],
    }),
  });
}

/** Colorado: no rule file yet. */
export function coloradoNotCovered(): AdmissionCompliance {
  return makeUntrackedAdmission({
    admissionId: ADMISSION_IDS.CO,
    jurisdictionCode: 'CO',
    jurisdictionName: 'Colorado',
    barNumber: 'CO-1',
    state: 'NOT_COVERED',
  });
}

/** England and Wales (SRA): tracked, no hours target. */
export function englandNoHours(): AdmissionCompliance {
  return trackedNewYork({
    admissionId: ADMISSION_IDS.GB,
    jurisdictionCode: 'GB-EAW',
    jurisdictionName: 'England and Wales',
    barNumber: 'SRA-77',
    rule: makeRuleSummary({
      jurisdictionCode: 'GB-EAW',
      name: 'SRA continuing competence',
      creditType: 'CPD',
      details: ['admittedOn'],
      sources: [{ key: 'GB1', url: 'https://www.sra.org.uk/solicitors/resources/continuing-competence/' }],
    }),
    status: 'NO_HOURS_REQUIRED',
    period: { start: '2025-11-01', end: '2026-10-31' },
    deadline: '2026-10-31',
    daysToDeadline: 120,
    total: null,
    requirements: [],
    hoursStillNeeded: 0,
    carryIn: 0,
    credits: [],
    warnings: [],
    previousPeriodStart: '2024-11-01',
    nextPeriodStart: '2026-11-01',
  });
}

export function makeComplianceOverview(items: AdmissionCompliance[]): ComplianceOverview {
  return { asOf: COMPLIANCE_AS_OF, items };
}

/** External credit ids of the fixtures and of the credits the stub adds (UUIDs, as the contract checks). */
export const EXTERNAL_CREDIT_IDS = {
  BIAS: 'ffffffff-0000-4000-8000-000000000001',
  TRUST: 'ffffffff-0000-4000-8000-000000000002',
} as const;
const addedCreditId = (n: number) => `ffffffff-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

/** GET /api/catalog/jurisdictions of the compliance tests: the admissions' and a few more, by name. */
export const complianceCatalogJurisdictions: Jurisdiction[] = [
  ['CA', 'California', 'US'],
  ['GB-EAW', 'England and Wales', 'GB'],
  ['NJ', 'New Jersey', 'US'],
  ['NY', 'New York', 'US'],
  ['TX', 'Texas', 'US'],
].map(([code = '', name = '', country = ''], index) => ({
  id: `aaaaaaaa-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  code,
  name,
  country,
  minutesPerCreditHour: 60,
}));

/** A certificate as the API describes it once uploaded. */
export function makeExternalCertificate(
  creditId: string,
  fields: Partial<NonNullable<ExternalCredit['certificate']>> = {},
): NonNullable<ExternalCredit['certificate']> {
  return {
    fileName: 'certificate.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    uploadedAt: '2026-03-13T10:00:00.000Z',
    downloadPath: `/api/external-credits/${creditId}/certificate`,
    ...fields,
  };
}

/**
 * "Implicit Bias in Practice" from the State Bar of Texas, live, 2 hours of Elimination of Bias in New York and 1.5
 * of Implicit Bias in New Jersey, with its certificate (bias.pdf).
 */
export function makeExternalCredit(fields: Partial<ExternalCredit> = {}): ExternalCredit {
  const id = fields.id ?? EXTERNAL_CREDIT_IDS.BIAS;
  return {
    id,
    provider: 'State Bar of Texas',
    title: 'Implicit Bias in Practice',
    completedOn: '2026-03-12',
    format: 'LIVE',
    lines: [
      { jurisdictionCode: 'NY', creditType: 'CLE', category: 'ELIMINATION_OF_BIAS', hours: 2 },
      { jurisdictionCode: 'NJ', creditType: 'CLE', category: 'IMPLICIT_BIAS', hours: 1.5 },
    ],
    certificate: makeExternalCertificate(id, { fileName: 'bias.pdf' }),
    createdAt: '2026-03-13T09:00:00.000Z',
    ...fields,
  };
}

/** "Trust Accounting Refresher", on demand from PLI, 1 hour of Ethics in New York, no certificate. */
export function trustAccountingCredit(): ExternalCredit {
  return makeExternalCredit({
    id: EXTERNAL_CREDIT_IDS.TRUST,
    provider: 'PLI',
    title: 'Trust Accounting Refresher',
    completedOn: '2025-11-02',
    format: 'ON_DEMAND',
    lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1 }],
    certificate: null,
  });
}

export interface ComplianceStubOptions extends IdentityStubOptions {
  /** GET /api/compliance's answer: the overview's items, or a forced status and body. */
  overview?: AdmissionCompliance[] | { status: number; body: unknown };
  /** GET /api/compliance/{admissionId}?period=: the answer by admission id, then by the `period` asked for. */
  periods?: Record<string, Record<string, AdmissionCompliance>>;
  /** The lawyer's external credits, kept in memory behind /api/external-credits. */
  externalCredits?: ExternalCredit[];
  /**
   * Forced answers by "METHOD /path", e.g. `{ 'POST /api/external-credits': { status: 400, body } }`; read at each
   * request, so a test may set one to undefined to let the stub answer again.
   */
  answers?: Partial<Record<string, StubResponse>>;
}

/** One request the stub answered: its method, path and query, headers and body (a File for an upload). */
export interface ComplianceStubRequest {
  method: string;
  /** Path and query: `/api/external-credits/x/certificate?fileName=a.pdf`. */
  url: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
  /** The JSON body, parsed; undefined for a file or no body. */
  json: unknown;
}

/** The JSON a request sent, or undefined. */
function jsonOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The bytes of a Blob or File (jsdom's have no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The first bytes of a PDF, then some: what an uploaded certificate or a downloaded one holds in the tests. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
/** A ZIP's first bytes: the audit pack's stand-in. */
export const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const errorBody = (code: string, message: string) => ({ error: { code, message } });
const notFound = () =>
  json(404, errorBody('EXTERNAL_CREDIT_NOT_FOUND', 'You have no external credit with this id.'));

/**
 * A signed-in lawyer (stubIdentity, role user) with the compliance endpoints: the overview, and each admission in
 * the period the `?period=` day falls in (404 ADMISSION_NOT_FOUND for another admission or day); the audit pack of
 * any admission (a ZIP); the catalog's jurisdictions; and the lawyer's external credits in memory, answering
 * GET/POST/PUT/DELETE and the certificate's PUT (the file's name, type and size kept), GET and DELETE as the API
 * does. `calls()` lists each path with its query; `requests()` each request with its method, headers and body.
 */
export function stubCompliance(options: ComplianceStubOptions = {}) {
  const {
    overview = [],
    periods = {},
    routes = {},
    externalCredits = [],
    answers = {},
    ...identity
  } = options;
  const admissionRoutes = Object.fromEntries(
    Object.entries(periods).map(([admissionId, byPeriod]) => [
      `/api/compliance/${admissionId}`,
      (url: URL) => {
        const found = byPeriod[url.searchParams.get('period') ?? ''];
        return found
          ? { body: found }
          : {
              status: 404,
              body: {
                error: { code: 'ADMISSION_NOT_FOUND', message: 'You have no admission with this id.' },
              },
            };
      },
    ]),
  );
  const api = stubIdentity({
    role: 'user',
    ...identity,
    routes: {
      '/api/compliance': Array.isArray(overview) ? { body: makeComplianceOverview(overview) } : overview,
      '/api/catalog/jurisdictions': { body: { items: complianceCatalogJurisdictions } },
      ...admissionRoutes,
      ...routes,
    },
  });
  const state = { credits: [...externalCredits], added: 0 };

  const answer = (url: URL, method: string, init: RequestInit | undefined): Response | null => {
    const forced = answers[`${method} ${url.pathname}`];
    if (forced) return json(forced.status ?? 200, forced.body);
    if (/^\/api\/compliance\/[^/]+\/audit-pack\.zip$/.test(url.pathname)) {
      return new Response(ZIP_BYTES, { headers: { 'Content-Type': 'application/zip' } });
    }
    if (url.pathname === '/api/external-credits') {
      if (method === 'POST') {
        state.added += 1;
        const input = jsonOf(init) as ExternalCreditInput;
        const credit: ExternalCredit = {
          ...input,
          id: addedCreditId(state.added),
          certificate: null,
          createdAt: '2026-07-03T12:00:00.000Z',
        };
        state.credits.push(credit);
        return json(201, credit);
      }
      const items = [...state.credits].sort((a, b) => b.completedOn.localeCompare(a.completedOn));
      return json(200, { items });
    }
    const match = /^\/api\/external-credits\/([^/]+)(\/certificate)?$/.exec(url.pathname);
    if (!match) return null;
    const [, id = '', certificatePath] = match;
    const index = state.credits.findIndex((credit) => credit.id === id);
    const credit = state.credits[index];
    if (!credit) return notFound();
    if (!certificatePath) {
      if (method === 'DELETE') {
        state.credits.splice(index, 1);
        return json(204, undefined);
      }
      const input = jsonOf(init) as ExternalCreditInput;
      const updated = { ...credit, ...input };
      state.credits[index] = updated;
      return json(200, updated);
    }
    if (method === 'PUT') {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const file = init?.body as Blob;
      const updated: ExternalCredit = {
        ...credit,
        certificate: makeExternalCertificate(id, {
          fileName: url.searchParams.get('fileName') ?? '',
          contentType: headers['Content-Type'] as NonNullable<ExternalCredit['certificate']>['contentType'],
          sizeBytes: file.size,
        }),
      };
      state.credits[index] = updated;
      return json(200, updated);
    }
    if (!credit.certificate) {
      return json(404, errorBody('CERTIFICATE_FILE_NOT_FOUND', 'This credit has no certificate.'));
    }
    if (method === 'DELETE') {
      state.credits[index] = { ...credit, certificate: null };
      return json(204, undefined);
    }
    return new Response(PDF_BYTES, { headers: { 'Content-Type': credit.certificate.contentType } });
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    return answer(url, init?.method ?? 'GET', init) ?? api.fetchMock(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  const requests = (): ComplianceStubRequest[] =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return {
        method: init?.method ?? 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        body: init?.body,
        json: jsonOf(init),
      };
    });
  const calls = () => requests().map((request) => request.url);
  return { fetchMock, calls, requests, state };
}
