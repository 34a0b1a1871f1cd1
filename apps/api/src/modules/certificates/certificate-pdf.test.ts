import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FullNameSchema } from '@counsel/contracts';
import { formatCreditHours } from '@counsel/domain';
import { pdfFacts, pdfText } from '@counsel/test-support/pdf-text';
import {
  certificateFontDir,
  creditCategoryLabel,
  formatAttendanceDates,
  renderCertificatePdf,
  type CertificateCreditLine,
  type CertificateDocument,
} from './certificate-pdf.js';

/** The longest name POST /api/auth/register, change-name and better-auth's update-user accept. */
const NAME_MAX = FullNameSchema.maxLength ?? 0;
const VERIFY_URL = 'https://counsel-cle.example/verify/CCLE-2026-7K3M9Q2P';
const VERIFICATION =
  'Provider-verified: 2 attendance codes shown at random moments and entered by the attendee; watched coverage 100%; course evaluation submitted.';

function certificate(overrides: Partial<CertificateDocument> = {}): CertificateDocument {
  return {
    certificateNumber: 'CCLE-2026-7K3M9Q2P',
    issuedAt: new Date('2026-11-21T18:05:00Z'),
    attendee: {
      name: 'Ada Lovelace',
      barNumbers: [
        { jurisdictionCode: 'NY', jurisdictionName: 'New York', number: '5123456' },
        { jurisdictionCode: 'CA', jurisdictionName: 'California', number: '298765' },
      ],
    },
    course: {
      title: 'Ethics of Generative AI in Law Practice',
      courseNumber: 'NY-ETH-2026-014',
      format: 'ON_DEMAND',
      durationMinutes: 90,
    },
    attendedFrom: new Date('2026-11-21T14:00:00Z'),
    completedAt: new Date('2026-11-21T17:45:00Z'),
    credits: [
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'CLE',
        category: 'ETHICS',
        hours: 1.5,
        accreditationNumber: 'NY-ACC-88231',
      },
      {
        jurisdictionCode: 'CA',
        jurisdictionName: 'California',
        creditType: 'CLE',
        category: 'ELIMINATION_OF_BIAS',
        hours: 1.25,
        accreditationNumber: null,
      },
    ],
    verificationMethod: VERIFICATION,
    provider: {
      name: 'Counsel CLE, Inc.',
      address: '123 Main Street, Suite 400, New York, NY 10001',
      email: 'certificates@counsel-cle.example',
      phone: '+1 (212) 555-0100',
      website: 'https://counsel-cle.example',
    },
    verifyUrl: VERIFY_URL,
    ...overrides,
  };
}

/** Text with every run of whitespace (line ends, no-break spaces) as one space, so wrapped text still matches. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const JURISDICTIONS: [string, string][] = [
  ['NY', 'New York'],
  ['CA', 'California'],
  ['TX', 'Texas'],
  ['FL', 'Florida'],
  ['IL', 'Illinois'],
  ['PA', 'Pennsylvania'],
  ['NJ', 'New Jersey'],
  ['GB-EAW', 'England and Wales'],
];
const CATEGORIES = ['ETHICS', 'ELIMINATION_OF_BIAS', 'TECHNOLOGY', 'SKILLS', 'GENERAL', 'WELLNESS'];

function manyCredits(count: number): CertificateCreditLine[] {
  return Array.from({ length: count }, (_, index) => {
    const [code, name] = JURISDICTIONS[index % JURISDICTIONS.length] ?? ['NY', 'New York'];
    return {
      jurisdictionCode: code,
      jurisdictionName: name,
      creditType: code === 'GB-EAW' ? 'CPD' : 'CLE',
      category: CATEGORIES[index % CATEGORIES.length] ?? 'GENERAL',
      hours: 0.5 + index * 0.25,
      accreditationNumber: `ACC-${code}-2026-${1000 + index}`,
    };
  });
}

describe('renderCertificatePdf', () => {
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await renderCertificatePdf(certificate());
    text = flat(await pdfText(pdf));
  });

  it('writes a PDF/A document of one page', async () => {
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.includes('pdfaid:part>3<')).toBe(true);
    expect(pdf.includes('pdfaid:conformance>B<')).toBe(true);
    expect((await pdfFacts(pdf)).pageCount).toBe(1);
  });

  it('prints what an auditor looks for as real text', () => {
    expect(text).toContain('Certificate of Attendance');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('New York (NY) 5123456');
    expect(text).toContain('California (CA) 298765');
    expect(text).toContain('Ethics of Generative AI in Law Practice');
    expect(text).toContain('NY-ETH-2026-014');
    expect(text).toContain('November 21, 2026');
    expect(text).not.toContain('November 21, 2026 –');
    expect(text).toContain('On-demand video (verified attendance)');
    expect(text).toContain('90 minutes');
    expect(text).toContain(VERIFICATION);
    expect(text).toContain('CCLE-2026-7K3M9Q2P');
    expect(text).toContain(`Verify at ${VERIFY_URL}`);
    for (const line of [
      'Counsel CLE, Inc.',
      '123 Main Street',
      'certificates@counsel-cle.example',
      '555-0100',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('prints one table row per credit line', () => {
    expect(text).toContain('Jurisdiction Credit type Category Hours Accreditation / course no.');
    expect(text).toContain('New York (NY) CLE Ethics 1.5 NY-ACC-88231');
    expect(text).toContain('California (CA) CLE Elimination of Bias 1.25 —');
  });

  it('names the course, provider and certificate in the document metadata', async () => {
    const facts = await pdfFacts(pdf);
    expect(facts.info.Title).toBe('Certificate of Attendance — Ethics of Generative AI in Law Practice');
    expect(facts.xmpTitle).toBe(facts.info.Title);
    expect(facts.info.Author).toBe('Counsel CLE, Inc.');
    expect(facts.info.Keywords).toContain('CCLE-2026-7K3M9Q2P');
    expect(facts.info.Keywords).toContain(VERIFY_URL);
    expect(facts.info.Subject).toContain('Ada Lovelace');
  });

  it('keeps non-ASCII names and titles, and well-formed XMP when they hold markup characters', async () => {
    const name = 'José Ñúñez-Łukasz Αλέξανδρος Дмитриев';
    const title = 'Négociation & <Médiation> en droit: l’éthique';
    const rendered = await renderCertificatePdf(
      certificate({
        attendee: {
          name,
          barNumbers: [{ jurisdictionCode: 'QC', jurisdictionName: 'Québec', number: 'Ü-42' }],
        },
        course: { title, courseNumber: null, format: 'LIVE', durationMinutes: 60 },
      }),
    );
    const extracted = flat(await pdfText(rendered));
    expect(extracted).toContain(name);
    expect(extracted).toContain(title);
    expect(extracted).toContain('Québec (QC) Ü-42');
    expect(extracted).toContain('Live webinar');
    const facts = await pdfFacts(rendered);
    expect(facts.pageCount).toBe(1);
    expect(facts.xmpTitle).toBe(
      'Certificate of Attendance — Négociation ＆ ＜Médiation＞ en droit: l’éthique',
    );
    expect(facts.info.Title).toBe(facts.xmpTitle);
  });

  it('fits eight credit lines, many bar numbers and a long title on one page', async () => {
    const credits = manyCredits(8);
    const longTitle =
      'Artificial Intelligence and the Duty of Technological Competence: Ethics, Confidentiality, Supervision of Non-Lawyer Assistants, and Billing Practices in the Age of Generative Models — A Comprehensive Practitioner Guide';
    const rendered = await renderCertificatePdf(
      certificate({
        attendee: {
          name: 'Bartholomew Featherstonehaugh-Cholmondeley-Marjoribanks of the Inner Temple',
          barNumbers: JURISDICTIONS.map(([code, name], index) => ({
            jurisdictionCode: code,
            jurisdictionName: name,
            number: String(1_234_567 + index),
          })),
        },
        course: {
          title: longTitle,
          courseNumber: 'MULTI-2026-001',
          format: 'ON_DEMAND',
          durationMinutes: 480,
        },
        attendedFrom: new Date('2026-11-20T15:00:00Z'),
        credits,
      }),
    );
    const extracted = flat(await pdfText(rendered));
    expect((await pdfFacts(rendered)).pageCount).toBe(1);
    expect(extracted).toContain(longTitle);
    expect(extracted).toContain('November 20, 2026 – November 21, 2026');
    expect(extracted).toContain('Pennsylvania (PA) 1234572');
    for (const credit of credits) {
      expect(extracted).toContain(
        `${credit.jurisdictionName} (${credit.jurisdictionCode}) ${credit.creditType} ${creditCategoryLabel(credit.category)} ${formatCreditHours(credit.hours)} ${credit.accreditationNumber ?? '—'}`,
      );
    }
    expect(extracted).toContain(`Verify at ${VERIFY_URL}`);
  });

  it.each([
    ['long words', () => 'Featherstonehaugh-Cholmondeley '.repeat(10).slice(0, NAME_MAX).trim()],
    ['one unbroken word', () => 'W'.repeat(NAME_MAX)],
  ])(
    'prints the longest legal name (%s) in full, with every credit line and the number, on one page',
    async (_label, makeName) => {
      const name = makeName();
      expect(name.length).toBeGreaterThanOrEqual(NAME_MAX - 1);
      const credits = manyCredits(8);
      const rendered = await renderCertificatePdf(
        certificate({
          attendee: {
            name,
            barNumbers: JURISDICTIONS.map(([code, jurisdictionName], index) => ({
              jurisdictionCode: code,
              jurisdictionName,
              number: String(1_234_567 + index),
            })),
          },
          course: {
            title:
              'Artificial Intelligence and the Duty of Technological Competence: Ethics, Confidentiality, Supervision of Non-Lawyer Assistants, and Billing Practices in the Age of Generative Models',
            courseNumber: 'MULTI-2026-001',
            format: 'ON_DEMAND',
            durationMinutes: 480,
          },
          credits,
        }),
      );
      expect((await pdfFacts(rendered)).pageCount).toBe(1);
      const extracted = flat(await pdfText(rendered));
      // Wrapped, the name may gain line breaks, never lose a character.
      expect(extracted.replace(/\s/g, '')).toContain(name.replace(/\s/g, ''));
      for (const credit of credits) {
        expect(extracted).toContain(
          `${credit.jurisdictionName} (${credit.jurisdictionCode}) ${credit.creditType} ${creditCategoryLabel(credit.category)} ${formatCreditHours(credit.hours)} ${credit.accreditationNumber ?? '—'}`,
        );
      }
      expect(extracted).not.toMatch(/more credit line/);
      expect(extracted).toContain('CCLE-2026-7K3M9Q2P');
      expect(extracted).toContain(`Verify at ${VERIFY_URL}`);
    },
  );

  it.each([
    ['words', 'Featherstonehaugh Cholmondeley '.repeat(170)],
    ['one word', 'W'.repeat(5_000)],
  ])(
    'keeps the credit table whole under a 5,000-character name stored before names were limited (%s)',
    async (_label, name) => {
      const credits = manyCredits(8);
      const rendered = await renderCertificatePdf(
        certificate({ attendee: { name, barNumbers: [] }, credits }),
      );
      expect((await pdfFacts(rendered)).pageCount).toBe(1);
      const extracted = flat(await pdfText(rendered));
      expect(extracted.replace(/\s/g, '')).toContain(name.slice(0, 60).replace(/\s/g, ''));
      expect(extracted).toContain('…');
      for (const credit of credits) {
        expect(extracted).toContain(
          `${credit.jurisdictionName} (${credit.jurisdictionCode}) ${credit.creditType} ${creditCategoryLabel(credit.category)} ${formatCreditHours(credit.hours)} ${credit.accreditationNumber ?? '—'}`,
        );
      }
      expect(extracted).not.toMatch(/more credit line/);
      expect(extracted).toContain('CCLE-2026-7K3M9Q2P');
      expect(extracted).toContain(`Verify at ${VERIFY_URL}`);
    },
  );

  it('stays on one page with absurd input and never throws on odd characters', async () => {
    const rendered = await renderCertificatePdf(
      certificate({
        attendee: { name: '李小龍 \u0000\n\t🙂 O’\u202eBrien', barNumbers: [] },
        course: { title: 'Long '.repeat(200), courseNumber: '', format: 'LIVE', durationMinutes: 0 },
        credits: manyCredits(40),
        verificationMethod: `${VERIFICATION} `.repeat(12),
        provider: { name: 'A & B <CLE>', address: '', email: '', phone: '', website: '' },
      }),
    );
    expect((await pdfFacts(rendered)).pageCount).toBe(1);
    const extracted = flat(await pdfText(rendered));
    expect(extracted).toContain('O’Brien');
    expect(extracted).toMatch(/… and \d+ more credit lines, listed at the verification address below\./);
    expect(extracted).toContain(`Verify at ${VERIFY_URL}`);
  });

  it('renders the same certificate to the same bytes', async () => {
    expect((await renderCertificatePdf(certificate())).equals(pdf)).toBe(true);
  });
});

describe('certificate formatting', () => {
  it('prints one date for a single day and a range otherwise', () => {
    const day = new Date('2026-11-21T09:00:00Z');
    expect(formatAttendanceDates(day, new Date('2026-11-21T23:00:00Z'))).toBe('November 21, 2026');
    expect(formatAttendanceDates(new Date('2026-11-20T09:00:00Z'), day)).toBe(
      'November 20, 2026 – November 21, 2026',
    );
    // 02:00 UTC on the 22nd is still the 21st in New York.
    expect(formatAttendanceDates(day, new Date('2026-11-22T02:00:00Z'), 'America/New_York')).toBe(
      'November 21, 2026',
    );
  });

  it('labels credit categories and hours as people read them', () => {
    expect(creditCategoryLabel('ELIMINATION_OF_BIAS')).toBe('Elimination of Bias');
    expect(creditCategoryLabel('LAW_PRACTICE_MANAGEMENT')).toBe('Law Practice Management');
    expect(creditCategoryLabel('DIVERSITY_AND_INCLUSION')).toBe('Diversity and Inclusion');
    expect(formatCreditHours(1.5)).toBe('1.5');
    expect(formatCreditHours(1)).toBe('1.0');
    expect(formatCreditHours(1.25)).toBe('1.25');
  });

  it('finds the bundled fonts and their licence', () => {
    const dir = certificateFontDir();
    for (const file of [
      'DejaVuSans.ttf',
      'DejaVuSans-Bold.ttf',
      'DejaVuSerif-Bold.ttf',
      'LICENSE-DejaVu.txt',
    ]) {
      expect(existsSync(path.join(dir, file))).toBe(true);
    }
  });
});
