import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdmissionComplianceSchema,
  ErrorBodySchema,
  EXTERNAL_CERTIFICATE_MAX_BYTES,
  ExternalCreditListSchema,
  ExternalCreditSchema,
  UserJurisdictionListSchema,
  UserJurisdictionSchema,
} from '@counsel/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { decodeJwt } from 'jose';
import { pdfText } from '@counsel/test-support/pdf-text';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { externalCredits } from '../../db/schema/compliance.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let ines: Record<string, string>;
let jonah: Record<string, string>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

const credit = {
  provider: 'State Bar Academy',
  title: 'Ethics in Negotiation',
  completedOn: '2025-03-14',
  format: 'LIVE',
  lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 2 }],
};

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  const [a, b] = await Promise.all(
    [
      { fullName: 'Inés Aldana', email: 'ines@example.com', password: 'coral-lantern-meadow-19' },
      { fullName: 'Jonah Price', email: 'jonah@example.com', password: 'pebble-orchard-signal-83' },
    ].map((user) => createVerifiedUser(t.app, t.database.db, APP_URL, user)),
  );
  ines = { authorization: `Bearer ${a?.token ?? ''}` };
  jonah = { authorization: `Bearer ${b?.token ?? ''}` };
});
afterAll(async () => t.close());

const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const upload = (id: string, who: object, body: Buffer, contentType: string, fileName: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/external-credits/${id}/certificate?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...(who as Record<string, string>), 'content-type': contentType },
    payload: body,
  });

const codeOf = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json()).error.code;

async function newCredit(who: object, overrides: object = {}) {
  const response = await json('POST', '/api/external-credits', who, { ...credit, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return ExternalCreditSchema.parse(response.json());
}

describe('external credits', () => {
  it('adds, lists, changes and removes a lawyer’s own external credit', async () => {
    const created = await newCredit(ines);
    expect(created).toMatchObject({ ...credit, certificate: null });
    const changed = await json('PUT', `/api/external-credits/${created.id}`, ines, {
      ...credit,
      lines: [
        { jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1.5 },
        { jurisdictionCode: 'CA', creditType: 'CLE', category: 'ETHICS', hours: 1.25 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ExternalCreditSchema.parse(changed.json()).lines).toHaveLength(2);
    const list = ExternalCreditListSchema.parse((await json('GET', '/api/external-credits', ines)).json());
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    expect((await json('DELETE', `/api/external-credits/${created.id}`, ines)).statusCode).toBe(204);
    expect(
      ExternalCreditListSchema.parse((await json('GET', '/api/external-credits', ines)).json()).items,
    ).toEqual([]);
  });

  it('refuses a course in the future, an unknown jurisdiction, no hours and hours to three decimals', async () => {
    const cases: [object, string][] = [
      [{ completedOn: '2999-01-01' }, 'EXTERNAL_CREDIT_INVALID'],
      [
        { lines: [{ jurisdictionCode: 'ZZ', creditType: 'CLE', category: 'ETHICS', hours: 1 }] },
        'EXTERNAL_CREDIT_INVALID',
      ],
      [{ lines: [] }, 'VALIDATION_FAILED'],
      [
        { lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1.005 }] },
        'VALIDATION_FAILED',
      ],
      [{ format: 'PODCAST' }, 'VALIDATION_FAILED'],
    ];
    for (const [overrides, code] of cases) {
      const response = await json('POST', '/api/external-credits', jonah, { ...credit, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(codeOf(response)).toBe(code);
    }
    expect(
      ExternalCreditListSchema.parse((await json('GET', '/api/external-credits', jonah)).json()).items,
    ).toEqual([]);
  });

  it('keeps each credit to its owner', async () => {
    const mine = await newCredit(ines, { title: 'Private Title Of Ines' });
    await upload(mine.id, ines, PDF, 'application/pdf', 'certificate.pdf');
    for (const [method, url] of [
      ['PUT', `/api/external-credits/${mine.id}`],
      ['DELETE', `/api/external-credits/${mine.id}`],
      ['GET', `/api/external-credits/${mine.id}/certificate`],
      ['DELETE', `/api/external-credits/${mine.id}/certificate`],
    ] as const) {
      const response = await json(method, url, jonah, method === 'PUT' ? credit : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Private Title Of Ines');
    }
    const stolen = await upload(mine.id, jonah, PDF, 'application/pdf', 'x.pdf');
    expect(stolen.statusCode).toBe(404);
    const list = ExternalCreditListSchema.parse((await json('GET', '/api/external-credits', jonah)).json());
    expect(list.items).toEqual([]);
    expect((await json('GET', '/api/external-credits', {})).statusCode).toBe(401);
    expect((await upload(mine.id, {}, PDF, 'application/pdf', 'x.pdf')).statusCode).toBe(401);
  });
});

describe('certificate uploads', () => {
  it('stores a PDF and gives it back to its owner as a download', async () => {
    const created = await newCredit(ines);
    const response = await upload(created.id, ines, PDF, 'application/pdf', 'Ethics certificate.pdf');
    expect(response.statusCode, response.body).toBe(200);
    const stored = ExternalCreditSchema.parse(response.json());
    expect(stored.certificate).toMatchObject({
      fileName: 'Ethics certificate.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      downloadPath: `/api/external-credits/${created.id}/certificate`,
    });
    const download = await json('GET', `/api/external-credits/${created.id}/certificate`, ines);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Ethics certificate.pdf"',
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('replaces the file, and removes it from the store with the credit', async () => {
    const created = await newCredit(ines);
    await upload(created.id, ines, PDF, 'application/pdf', 'first.pdf');
    const first = await certificateKey(created.id);
    expect((await t.files.get(first))?.equals(PDF)).toBe(true);
    const replaced = await upload(created.id, ines, PNG, 'image/png', 'scan.PNG');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(ExternalCreditSchema.parse(replaced.json()).certificate?.contentType).toBe('image/png');
    const download = await json('GET', `/api/external-credits/${created.id}/certificate`, ines);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const second = await certificateKey(created.id);
    expect(second).not.toBe(first);
    expect(await t.files.get(first)).toBeNull();
    await json('DELETE', `/api/external-credits/${created.id}`, ines);
    expect(await t.files.get(second)).toBeNull();
  });

  it('refuses another type (415), an oversized file (413), and a file whose content or name is not its type (400)', async () => {
    const created = await newCredit(ines);
    const text = await upload(created.id, ines, Buffer.from('hello'), 'text/plain', 'notes.txt');
    expect(text.statusCode).toBe(415);
    expect(codeOf(text)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = Buffer.concat([PDF, Buffer.alloc(EXTERNAL_CERTIFICATE_MAX_BYTES)]);
    const tooBig = await upload(created.id, ines, huge, 'application/pdf', 'big.pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(codeOf(tooBig)).toBe('PAYLOAD_TOO_LARGE');
    const pngAsPdf = await upload(created.id, ines, PNG, 'application/pdf', 'renamed.pdf');
    expect(pngAsPdf.statusCode).toBe(400);
    expect(codeOf(pngAsPdf)).toBe('CERTIFICATE_FILE_INVALID');
    const exe = await upload(created.id, ines, PDF, 'application/pdf', 'certificate.exe');
    expect(exe.statusCode).toBe(400);
    expect(codeOf(exe)).toBe('CERTIFICATE_FILE_INVALID');
    const empty = await upload(created.id, ines, Buffer.alloc(0), 'application/pdf', 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    const after = await json('GET', `/api/external-credits/${created.id}/certificate`, ines);
    expect(after.statusCode).toBe(404);
    expect(codeOf(after)).toBe('CERTIFICATE_FILE_NOT_FOUND');
  });
});

describe('in the tracker', () => {
  it('counts an external credit in its jurisdiction, marked self-reported', async () => {
    const admission = await json('POST', '/api/jurisdiction', jonah, {
      jurisdictionCode: 'NY',
      barNumber: '7001',
      admittedOn: '2014-03-10',
      birthDate: '1985-08-02',
    });
    const admissionId = UserJurisdictionSchema.parse(admission.json()).id;
    await newCredit(jonah, { completedOn: '2025-03-14' });
    await newCredit(jonah, {
      title: 'Texas only',
      lines: [{ jurisdictionCode: 'TX', creditType: 'CLE', category: 'GENERAL', hours: 3 }],
    });
    const ny = AdmissionComplianceSchema.parse(
      (await json('GET', `/api/compliance/${admissionId}?period=2025-03-14`, jonah)).json(),
    );
    expect(ny.total?.earned).toBe(2);
    expect(ny.credits).toEqual([
      expect.objectContaining({
        source: 'EXTERNAL',
        title: 'Ethics in Negotiation (State Bar Academy)',
        date: '2025-03-14',
        format: 'LIVE',
        hours: 2,
      }),
    ]);
    expect(ny.requirements.find((requirement) => requirement.id === 'ethics')?.earned).toBe(2);
  });
});

/** The file-store key the credit's certificate is kept under now. */
async function certificateKey(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ key: externalCredits.certificateKey })
    .from(externalCredits)
    .where(eq(externalCredits.id, id));
  return row?.key ?? '';
}

describe('the audit pack', () => {
  it('zips a summary of the period and every certificate, ours and uploaded', async () => {
    const headers = { authorization: jonah.authorization };
    const list = await json('GET', '/api/jurisdiction', headers);
    const admissionId = UserJurisdictionListSchema.parse(list.json()).items.find(
      (item) => item.jurisdiction.code === 'NY',
    )?.id;
    const userId = decodeJwt(jonah.authorization?.slice('Bearer '.length) ?? '').sub ?? '';
    const ours = await recordCompletion(t.database.db, {
      userId,
      slug: 'divorce-mediation-essentials',
      completedAt: new Date('2025-04-02T16:00:00Z'),
      credits: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'GENERAL', hours: 1.5 }],
    });
    const external = await newCredit(jonah, {
      title: 'Negotiation / Ethics: Part 2',
      completedOn: '2025-05-06',
    });
    await upload(external.id, jonah, PDF, 'application/pdf', 'part2.pdf');

    const response = await json(
      'GET',
      `/api/compliance/${admissionId ?? ''}/audit-pack.zip?period=2025-05-06`,
      jonah,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="compliance-NY-2024-08-02-to-2026-08-01.zip"',
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries).sort();
    expect(names).toEqual([
      `certificates/${ours.certificateNumber}.pdf`,
      'summary.pdf',
      'uploaded/2025-05-06 Negotiation Ethics Part 2 State Bar Academy.pdf',
    ]);
    expect(
      Buffer.from(
        entries['uploaded/2025-05-06 Negotiation Ethics Part 2 State Bar Academy.pdf'] ?? [],
      ).equals(PDF),
    ).toBe(true);
    const summary = (await pdfText(Buffer.from(entries['summary.pdf'] ?? []))).replace(/\s+/g, ' ');
    expect(summary).toContain('Compliance record');
    expect(summary).toContain('Jonah Price');
    expect(summary).toContain(ours.certificateNumber);
    expect(summary).toContain('Self-reported');
    expect(summary).toContain('Ethics and Professionalism');
  });

  it('refuses another lawyer’s admission and a period it cannot place', async () => {
    const list = await json('GET', '/api/jurisdiction', jonah);
    const admissionId = UserJurisdictionListSchema.parse(list.json()).items[0]?.id ?? '';
    const theirs = await json('GET', `/api/compliance/${admissionId}/audit-pack.zip`, ines);
    expect(theirs.statusCode).toBe(404);
    const texas = await json('POST', '/api/jurisdiction', ines, { jurisdictionCode: 'TX', barNumber: '1' });
    const texasId = UserJurisdictionSchema.parse(texas.json()).id;
    const unplaced = await json('GET', `/api/compliance/${texasId}/audit-pack.zip`, ines);
    expect(unplaced.statusCode).toBe(409);
    expect(codeOf(unplaced)).toBe('COMPLIANCE_PERIOD_UNKNOWN');
  });
});
