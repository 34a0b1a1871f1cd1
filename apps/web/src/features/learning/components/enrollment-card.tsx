import type { Enrollment } from '@counsel/contracts';
import { Clock, MonitorPlay, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { COURSE_FORMAT_LABELS, formatDuration } from '../../../lib/course-format';
import { isStarted } from '../lib/enrollment-sections';
import { EnrollmentStatusBadge } from './enrollment-status-badge';
import { ProgressBar } from '../../../components/ui/progress-bar';

export interface EnrollmentCardProps {
  enrollment: Enrollment;
}

function actionLabel(enrollment: Enrollment): string {
  if (enrollment.completedAt !== null) return 'View course';
  return isStarted(enrollment) ? 'Resume' : 'Start';
}

/**
 * Where the card's button goes: an on-demand course's player (Resume at the exact second the lawyer stopped, Start
 * from the beginning); a live or completed course's page.
 */
function actionHref(enrollment: Enrollment): string {
  const { course } = enrollment;
  if (enrollment.completedAt !== null || course.format !== 'ON_DEMAND') return paths.course(course.slug);
  return isStarted(enrollment)
    ? paths.watchCourse(course.slug, enrollment.resumePositionSeconds)
    : paths.watchCourse(course.slug);
}

/** One enrolled course in My Learning: title, format, duration, status, progress, and the way back in. */
export function EnrollmentCard({ enrollment }: EnrollmentCardProps) {
  const { course } = enrollment;
  const href = paths.course(course.slug);
  const action = actionLabel(enrollment);
  const FormatIcon = course.format === 'LIVE' ? Radio : MonitorPlay;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-6">
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={href} className="hover:text-brand-700">
            {course.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <FormatIcon aria-hidden="true" className="size-4 text-slate-500" />
            {COURSE_FORMAT_LABELS[course.format]}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">Duration: </span>
            {formatDuration(course.durationMinutes)}
          </span>
        </p>
        <EnrollmentStatusBadge enrollment={enrollment} />
        <ProgressBar percent={enrollment.progressPercent} />
      </div>
      <Button
        variant={action === 'View course' ? 'secondary' : 'primary'}
        text={action}
        href={actionHref(enrollment)}
        aria-label={`${action}: ${course.title}`}
        className="shrink-0"
      />
    </article>
  );
}
