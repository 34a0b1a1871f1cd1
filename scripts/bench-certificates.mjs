// `node scripts/bench-certificates.mjs [--count 50] [--lines 8]`
// Renders N certificates of attendance (apps/api/src/modules/certificates/certificate-pdf.ts, loaded from the
// sources through tsx, so no build is needed) one after another and prints the mean and p95 milliseconds per PDF
// and the mean size. The first render (font parsing, module warm-up) is timed separately and left out of the stats.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50' }, lines: { type: 'string', default: '8' } },
});
const count = Math.max(1, Number(values.count));
const lines = Math.max(0, Number(values.lines));

/** @type {typeof import('../apps/api/src/modules/certificates/certificate-pdf.ts')} */
const { renderCertificatePdf } = await tsImport(
  '../apps/api/src/modules/certificates/certificate-pdf.ts',
  import.meta.url,
);

const jurisdictions = [
  ['NY', 'New York'],
  ['CA', 'California'],
  ['TX', 'Texas'],
  ['FL', 'Florida'],
  ['IL', 'Illinois'],
  ['PA', 'Pennsylvania'],
  ['NJ', 'New Jersey'],
  ['GB-EAW', 'England and Wales'],
];
const categories = ['ETHICS', 'ELIMINATION_OF_BIAS', 'TECHNOLOGY', 'SKILLS', 'GENERAL', 'WELLNESS'];

function certificate(index) {
  const number = `CCLE-2026-${String(index).padStart(8, '0')}`;
  return {
    certificateNumber: number,
    issuedAt: new Date('2026-11-21T18:05:00Z'),
    attendee: {
      name: `José Ñúñez-Łukasz ${index}`,
      barNumbers: jurisdictions.slice(0, 2).map(([code, name], i) => ({
        jurisdictionCode: code,
        jurisdictionName: name,
        number: String(5_000_000 + index * 10 + i),
      })),
    },
    course: {
      title:
        'Artificial Intelligence and the Duty of Technological Competence: Ethics, Confidentiality and Billing',
      courseNumber: 'NY-ETH-2026-014',
      format: 'ON_DEMAND',
      durationMinutes: 90,
    },
    attendedFrom: new Date('2026-11-20T15:00:00Z'),
    completedAt: new Date('2026-11-21T17:45:00Z'),
    credits: Array.from({ length: lines }, (_, i) => {
      const [code, name] = jurisdictions[i % jurisdictions.length];
      return {
        jurisdictionCode: code,
        jurisdictionName: name,
        creditType: code === 'GB-EAW' ? 'CPD' : 'CLE',
        category: categories[i % categories.length],
        hours: 1.5,
        accreditationNumber: `ACC-${code}-2026-${1000 + i}`,
      };
    }),
    verificationMethod:
      'Provider-verified: 2 attendance codes shown at random moments and entered by the attendee; watched coverage 100%; course evaluation submitted.',
    provider: {
      name: 'Counsel CLE, Inc.',
      address: '123 Main Street, Suite 400, New York, NY 10001',
      email: 'certificates@counsel-cle.example',
      phone: '+1 (212) 555-0100',
      website: 'https://counsel-cle.example',
    },
    verifyUrl: `https://counsel-cle.example/verify/${number}`,
  };
}

const firstStart = performance.now();
await renderCertificatePdf(certificate(0));
const first = performance.now() - firstStart;

const times = [];
let bytes = 0;
for (let index = 1; index <= count; index += 1) {
  const start = performance.now();
  const pdf = await renderCertificatePdf(certificate(index));
  times.push(performance.now() - start);
  bytes += pdf.length;
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
console.log(
  `certificates: ${count} PDFs with ${lines} credit lines on Node ${process.version}\n` +
    `  first render ${first.toFixed(1)} ms (cold)\n` +
    `  mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms per PDF\n` +
    `  mean size ${(bytes / count / 1024).toFixed(1)} KB`,
);
