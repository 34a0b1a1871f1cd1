import type { Completion } from '@counsel/contracts';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { COURSE_FORMAT_LABELS } from '../../../lib/course-format';
import { formatDate } from '../../../lib/format-date';
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import { CertificateActions } from './certificate-actions';

export interface CertificateCardProps {
  completion: Completion;
  /** The certificate did not arrive within the minute the page waits. */
  timedOut: boolean;
}

/**
 * One completed course on the Certificates page: when and how it was attended (the completion's format: a live course
 * completed from its recording says On demand), the credit earned, the certificate and its actions.
 */
export function CertificateCard({ completion, timedOut }: CertificateCardProps) {
  const { course, certificate } = completion;
  const headingId = `certificate-${completion.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <Link to={paths.course(course.slug)} className="hover:text-brand-700 hover:underline">
          {course.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Completed on {formatDate(completion.completedAt)} · {COURSE_FORMAT_LABELS[completion.format]}
      </p>
      <ul
        role="list"
        aria-label={`Credit earned: ${course.title}`}
        className="mt-3 space-y-1 text-sm text-slate-800"
      >
        {completion.credits.map((credit) => (
          <li key={`${credit.jurisdictionCode}-${credit.creditType}-${credit.category}`}>
            <span className="font-medium text-slate-900">{credit.jurisdictionName}</span> ·{' '}
            {CREDIT_TYPE_LABELS[credit.creditType]} · {CREDIT_CATEGORY_LABELS[credit.category]} ·{' '}
            {formatCreditHours(credit.hours)} {credit.hours === 1 ? 'hour' : 'hours'}
          </li>
        ))}
      </ul>
      <div className="mt-4" aria-live="polite">
        {certificate ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Certificate number{' '}
              <span className="font-mono font-medium text-slate-900">{certificate.certificateNumber}</span>
            </p>
            <CertificateActions
              certificate={certificate}
              downloadText="Download (PDF)"
              verifyText="Verify"
              courseTitle={course.title}
            />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-800">
            {timedOut ? null : (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            )}
            {timedOut
              ? 'Your certificate is taking longer than usual; we will e-mail it to you once it is ready.'
              : 'Preparing…'}
          </p>
        )}
      </div>
    </article>
  );
}
