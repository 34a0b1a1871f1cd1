import type { CertificateVerification } from '@counsel/contracts';
import { ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonLine } from '../../../components/ui/skeleton';
import { COURSE_FORMAT_LABELS } from '../../../lib/course-format';
import { formatDate } from '../../../lib/format-date';
import { EarnedCreditTable } from './earned-credit-table';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * What the public verification page shows: valid or revoked, and the facts printed on the certificate — the
 * attendee's name and nothing else about them.
 */
export function VerificationResult({ verification }: { verification: CertificateVerification }) {
  const { valid } = verification;
  return (
    <div className="space-y-6">
      <div
        className={`flex items-start gap-3 rounded-xl border p-4 ${
          valid ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'
        }`}
      >
        {valid ? (
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-green-700" />
        ) : (
          <ShieldX aria-hidden="true" className="size-8 shrink-0 text-red-700" />
        )}
        <div>
          <h2 className={`text-xl font-bold ${valid ? 'text-green-900' : 'text-red-900'}`}>
            {valid ? 'Valid certificate' : 'This certificate has been revoked'}
          </h2>
          {!valid && verification.revokedAt ? (
            <p className="mt-1 text-lg font-semibold text-red-900">
              Revoked on {formatDate(verification.revokedAt)}
            </p>
          ) : null}
          <p className={`mt-1 text-sm ${valid ? 'text-green-900' : 'text-red-900'}`}>
            {valid
              ? `${verification.providerName} issued this certificate; the facts below are the ones printed on it.`
              : 'It no longer counts as proof of attendance or credit. The facts below are the ones it carried.'}
          </p>
        </div>
      </div>
      <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <Fact term="Certificate number">
          <span className="font-mono">{verification.certificateNumber}</span>
        </Fact>
        <Fact term="Attendee">{verification.attendeeName}</Fact>
        <Fact term="Course">{verification.courseTitle}</Fact>
        <Fact term="Format">{COURSE_FORMAT_LABELS[verification.courseFormat]}</Fact>
        <Fact term="Completed on">{formatDate(verification.completedAt)}</Fact>
        <Fact term="Issued on">{formatDate(verification.issuedAt)}</Fact>
        <Fact term="Verification of attendance">{verification.verificationMethod}</Fact>
        <Fact term="Provider">{verification.providerName}</Fact>
      </dl>
      <EarnedCreditTable credits={verification.credits} caption="Credit awarded" />
    </div>
  );
}

/** Lines of each fact's value in the skeleton (the verification method usually takes two). */
const FACT_LINES = [1, 1, 1, 1, 1, 1, 2, 1];

/**
 * What the verification page shows until the answer is in (and what its server-rendered HTML carries): the
 * outline of a valid certificate's answer — the status box, the facts, the credit table — at its final size.
 */
export function VerificationResultSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Checking the certificate…
      </p>
      <div aria-hidden="true" className="space-y-6">
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1">
            <SkeletonLine lineHeight="h-7" className="w-48" />
            <div className="mt-1">
              <SkeletonLine lineHeight="h-5" className="w-3/4" />
            </div>
          </div>
        </div>
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          {FACT_LINES.map((lines, index) => (
            <div key={index} className="sm:grid sm:grid-cols-3 sm:gap-4">
              <SkeletonLine lineHeight="h-5" className="w-28" />
              <div className="mt-1 sm:col-span-2 sm:mt-0">
                {Array.from({ length: lines }, (_, line) => (
                  <SkeletonLine key={line} lineHeight="h-6" className={line > 0 ? 'w-1/2' : 'w-full'} />
                ))}
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="h-40 w-full rounded-lg" />
      </div>
    </div>
  );
}
