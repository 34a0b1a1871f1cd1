import { Link } from 'react-router';
import { errorReason } from '../../../lib/error-reason';
import { useCourseApplicability } from '../api/get-course-applicability';
import {
  APPLICABILITY_CHECKING_TEXT,
  applicabilityVerdict,
  SETTINGS_ADMISSIONS_PATH,
} from '../lib/applicability';
import { ApplicabilityVerdictIcon } from './applicability-verdict';

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A Browse card's opened "Will this count for me?": one line per admission ("New York: Counts for 1.8 hours …"),
 * asked for when it mounts. Loaded lazily by `course-applicability-disclosure.tsx`, outside Browse's initial
 * JavaScript.
 */
export function CourseApplicabilityLines({ courseId }: { courseId: string }) {
  const applicability = useCourseApplicability(courseId);

  if (applicability.data) {
    const { items } = applicability.data;
    if (items.length === 0) {
      return (
        <p>
          <Link to={SETTINGS_ADMISSIONS_PATH} className={LINK_CLASSES}>
            Add your admissions in Settings
          </Link>{' '}
          to see how courses count for your bar.
        </p>
      );
    }
    return (
      <>
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item.admissionId} className="flex gap-1.5">
              <ApplicabilityVerdictIcon verdict={applicabilityVerdict(item)} />
              <span>
                <span className="font-semibold text-slate-900">{item.jurisdictionName}:</span> {item.message}
              </span>
            </li>
          ))}
        </ul>
        {items.some((item) => item.state === 'NEEDS_DETAILS') && (
          <p className="mt-2">
            <Link to={SETTINGS_ADMISSIONS_PATH} className={LINK_CLASSES}>
              Add the details in Settings
            </Link>
          </p>
        )}
      </>
    );
  }
  if (applicability.isError) {
    return (
      <p className="text-red-900">
        We could not check this course: {errorReason(applicability.error, 'something went wrong.')}{' '}
        <button
          type="button"
          onClick={() => void applicability.refetch()}
          disabled={applicability.isFetching}
          className={LINK_CLASSES}
        >
          Retry
        </button>
      </p>
    );
  }
  return <p role="status">{APPLICABILITY_CHECKING_TEXT}</p>;
}
