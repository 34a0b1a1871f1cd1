import type { AdmissionApplicability, CourseApplicability, CreditApplicability } from '@counsel/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CREDIT_CATEGORY_LABELS, formatCreditHours } from '@counsel/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { applicabilityVerdict, COMPLIANCE_PATH, SETTINGS_ADMISSIONS_PATH } from '../lib/applicability';
import { ApplicabilitySkeleton } from './applicability-skeleton';
import { ApplicabilityVerdictBadge, ApplicabilityVerdictIcon } from './applicability-verdict';

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

const hoursWord = (hours: number) => `${formatCreditHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** One credit line of the course in the jurisdiction: its category, hours → counted hours, and the answer. */
function CreditLine({ credit }: { credit: CreditApplicability }) {
  return (
    <li className="flex gap-2">
      <ApplicabilityVerdictIcon verdict={credit.counts ? 'COUNTS' : 'DOES_NOT_COUNT'} />
      <div>
        <p className="text-sm font-medium text-slate-900">
          {CREDIT_CATEGORY_LABELS[credit.category]} · {hoursWord(credit.hours)}{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">,</span> {formatCreditHours(credit.countedHours)} counted
        </p>
        <p className="text-sm text-slate-700">{credit.message}</p>
      </div>
    </li>
  );
}

function AdmissionAnswer({ item }: { item: AdmissionApplicability }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {item.jurisdictionName}{' '}
          <span className="font-normal text-slate-600">({item.jurisdictionCode})</span>
        </h3>
        <ApplicabilityVerdictBadge verdict={applicabilityVerdict(item)} />
      </div>
      <p className="text-slate-800">{item.message}</p>
      {item.credits.length > 0 && (
        <ul className="space-y-2 border-t border-slate-100 pt-2">
          {item.credits.map((credit) => (
            <CreditLine key={`${credit.creditType}-${credit.category}`} credit={credit} />
          ))}
        </ul>
      )}
      {item.state === 'NEEDS_DETAILS' && (
        <Link
          to={SETTINGS_ADMISSIONS_PATH}
          aria-label={`Add the details in Settings: ${item.jurisdictionName}`}
          className={`inline-flex text-sm ${LINK_CLASSES}`}
        >
          Add the details in Settings
        </Link>
      )}
    </li>
  );
}

/**
 * The body of the course page's "Will this count for me?" (`course-applicability.tsx` loads it lazily and passes the
 * query it started): per admission, whether the course counts there this reporting period (icon and words), the
 * API's sentence and each credit line's answer, a link to Settings where details are missing, and to the Compliance
 * page; a prompt to add an admission when there is none; the error with Retry; the skeleton while it loads.
 */
export function CourseApplicabilityAnswer({
  applicability,
}: {
  applicability: UseQueryResult<CourseApplicability>;
}) {
  if (applicability.data) {
    const { items } = applicability.data;
    return items.length === 0 ? (
      <p className="text-slate-700">
        Add the jurisdictions you are admitted in to see how this course counts for your bar.{' '}
        <Link to={SETTINGS_ADMISSIONS_PATH} className={LINK_CLASSES}>
          Add an admission in Settings
        </Link>
      </p>
    ) : (
      <div className="space-y-3">
        <ul className="space-y-3">
          {items.map((item) => (
            <AdmissionAnswer key={item.admissionId} item={item} />
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          In each jurisdiction&apos;s current reporting period, with the credit you already hold.{' '}
          <Link to={COMPLIANCE_PATH} className={LINK_CLASSES}>
            See where you stand on the Compliance page
          </Link>
        </p>
      </div>
    );
  }
  if (applicability.isError) {
    return (
      <div className="space-y-3 rounded-lg bg-red-50 p-4">
        <p className="text-red-900">
          We could not check how this course counts for you:{' '}
          {errorReason(applicability.error, 'something went wrong.')}
        </p>
        <Button
          variant="secondary"
          text="Retry"
          aria-label="Retry: Will this count for me?"
          loading={applicability.isFetching}
          onClick={() => void applicability.refetch()}
        />
      </div>
    );
  }
  return <ApplicabilitySkeleton />;
}
