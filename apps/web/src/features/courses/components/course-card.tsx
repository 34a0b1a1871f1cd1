import type { CourseSummary } from '@counsel/contracts';
import { Award, Clock, Mic, Radio, Video } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import { COURSE_FORMAT_LABELS, creditHoursPhrase, formatDuration } from '../lib/course-labels';
import { FROM_BROWSE_STATE } from '../lib/navigation-state';
import { CourseApplicabilityDisclosure } from './course-applicability-disclosure';
import { LiveStatusBadge } from './live-status-badge';

export interface CourseCardProps {
  course: CourseSummary;
  headingLevel?: 2 | 3;
  /** Set on Browse so the course page's "Back to Browse" returns through history. */
  fromBrowse?: boolean;
  /**
   * Adds "Will this count for me?" for a signed-in lawyer (Browse): a disclosure outside the card's link, asking the
   * API only once opened.
   */
  showApplicability?: boolean;
  /**
   * The card is in the first row on screen when the page opens (Browse): its thumbnail loads at once with high
   * priority, since it is the page's largest paint, instead of lazily after layout.
   */
  priority?: boolean;
}

export function CourseCard({
  course,
  headingLevel = 3,
  fromBrowse = false,
  showApplicability = false,
  priority = false,
}: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isLive = course.format === 'LIVE';
  const FormatIcon = isLive ? Radio : Video;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-700 to-brand-900">
        {course.thumbnailUrl && (
          <img
            src={course.thumbnailUrl}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            width={640}
            height={360}
            className="size-full object-cover"
          />
        )}
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-brand-900/90 px-2.5 py-0.5 text-xs font-semibold text-white">
          <FormatIcon aria-hidden="true" className="size-3.5" />
          {COURSE_FORMAT_LABELS[course.format]}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        {isLive && course.liveStartsAt && (
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-700">
            <time dateTime={course.liveStartsAt}>{formatDateTime(course.liveStartsAt)}</time>
            <LiveStatusBadge course={course} />
          </p>
        )}
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={paths.course(course.slug)}
            state={fromBrowse ? FROM_BROWSE_STATE : undefined}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700">{course.summary}</p>

        <dl className="mt-auto grid gap-1.5 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{formatDuration(course.durationMinutes)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Award aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">Credit</span>
            </dt>
            <dd>
              Up to {creditHoursPhrase(course.maxCreditHours)}
              {course.jurisdictionCount > 0 && (
                <span className="text-slate-600">
                  {' '}
                  · {course.jurisdictionCount}{' '}
                  {course.jurisdictionCount === 1 ? 'jurisdiction' : 'jurisdictions'}
                </span>
              )}
            </dd>
          </div>
          {course.speakerNames.length > 0 && (
            <div className="flex items-center gap-2">
              <dt>
                <Mic aria-hidden="true" className="size-4 text-slate-500" />
                <span className="sr-only">Speakers</span>
              </dt>
              <dd className="truncate">{course.speakerNames.join(', ')}</dd>
            </div>
          )}
        </dl>

        <div className="flex flex-wrap gap-1.5">
          <span className="sr-only">Credit types:</span>
          {course.creditTypes.map((type) => (
            <span key={type} className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {CREDIT_TYPE_LABELS[type]}
            </span>
          ))}
          {course.practiceAreas.length > 0 && <span className="sr-only">Practice areas:</span>}
          {course.practiceAreas.map((area) => (
            <span key={area.id} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {area.name}
            </span>
          ))}
        </div>
        {showApplicability && (
          <CourseApplicabilityDisclosure courseId={course.id} courseTitle={course.title} />
        )}
      </div>
    </article>
  );
}
