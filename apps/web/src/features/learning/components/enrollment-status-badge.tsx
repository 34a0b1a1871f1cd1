import type { Enrollment } from '@counsel/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface EnrollmentStatusBadgeProps {
  enrollment: Pick<Enrollment, 'status' | 'completedAt'>;
}

/**
 * Where the lawyer stands with a course. SUBSCRIPTION_EXPIRED: the membership ended, progress is kept, and the
 * badge links to the plans ("Membership ended — renew to continue").
 */
export function EnrollmentStatusBadge({ enrollment }: EnrollmentStatusBadgeProps) {
  if (enrollment.status === 'SUBSCRIPTION_EXPIRED') {
    return (
      <p className="inline-flex flex-wrap items-center gap-1 rounded-md bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        Membership ended —{' '}
        <Link to={paths.choosePlan} className="font-semibold underline underline-offset-2">
          renew to continue
        </Link>
      </p>
    );
  }
  const completed = enrollment.completedAt !== null;
  return (
    <p
      className={[
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        completed ? 'bg-green-50 text-green-800 ring-1 ring-green-200' : 'bg-brand-50 text-brand-800',
      ].join(' ')}
    >
      {completed ? 'Completed' : 'Enrolled'}
    </p>
  );
}
