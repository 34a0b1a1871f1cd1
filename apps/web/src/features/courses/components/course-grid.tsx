import type { CourseSummary } from '@counsel/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { CourseCard } from './course-card';

const GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export interface CourseGridProps {
  courses: CourseSummary[];
  headingLevel?: 2 | 3;
  fromBrowse?: boolean;
  /** Each card offers "Will this count for me?" to a signed-in lawyer (Browse). */
  showApplicability?: boolean;
  /** Dims the grid while a new page replaces the shown one. */
  isUpdating?: boolean;
  /**
   * The grid is at the top of the page (Browse): the first row's thumbnails (three cards at the widest layout)
   * load eagerly with high priority, not lazily, since the first one is the page's largest paint.
   */
  aboveTheFold?: boolean;
}

/** Cards in the grid's first row at its widest (`lg:grid-cols-3`). */
const FIRST_ROW = 3;

export function CourseGrid({
  courses,
  headingLevel,
  fromBrowse,
  showApplicability,
  isUpdating = false,
  aboveTheFold = false,
}: CourseGridProps) {
  return (
    <ul
      role="list"
      aria-busy={isUpdating || undefined}
      className={`${GRID_CLASSES} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
    >
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            headingLevel={headingLevel}
            fromBrowse={fromBrowse}
            showApplicability={showApplicability}
            priority={aboveTheFold && index < FIRST_ROW}
          />
        </li>
      ))}
    </ul>
  );
}

export interface CourseGridSkeletonProps {
  count?: number;
}

/** Placeholder cards of the same size while a list loads; hidden from assistive technology. */
export function CourseGridSkeleton({ count = 6 }: CourseGridSkeletonProps) {
  return (
    <div aria-hidden="true" className={GRID_CLASSES} data-testid="course-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex gap-2 pt-2">
              <Skeleton className="h-5 w-12" />
              <Skeleton className="h-5 w-16" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
