import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCourses } from '../api/get-courses';
import { useUpcomingLiveCourses } from '../hooks/use-upcoming-live-courses';
import { CourseGrid, CourseGridSkeleton } from './course-grid';

interface ShowcaseFrameProps {
  id: string;
  title: string;
  description: string;
  seeAllHref: string;
  seeAllLabel: string;
  children: ReactNode;
}

function ShowcaseFrame({ id, title, description, seeAllHref, seeAllLabel, children }: ShowcaseFrameProps) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-700">{description}</p>
        </div>
        <Link
          to={seeAllHref}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
        >
          {seeAllLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">We could not load {what}.</p>
      <div className="mt-3 flex justify-center">
        <Button variant="secondary" text="Retry" onClick={onRetry} />
      </div>
    </div>
  );
}

export interface ShowcaseProps {
  id: string;
  title?: string;
  limit?: number;
}

/** Live courses that are coming up or running now, soonest first. */
export function UpcomingLiveShowcase({ id, title = 'Live and upcoming', limit = 3 }: ShowcaseProps) {
  const { courses, isPending, isError, refetch } = useUpcomingLiveCourses(limit);
  return (
    <ShowcaseFrame
      id={id}
      title={title}
      description="Join speakers in real time and ask your questions. Live credit counts where your bar requires it."
      seeAllHref={`${paths.browse}?format=LIVE&sort=start-date`}
      seeAllLabel="All live courses"
    >
      {isPending ? (
        <CourseGridSkeleton count={limit} />
      ) : isError ? (
        <LoadError what="the live courses" onRetry={() => void refetch()} />
      ) : courses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No live sessions are scheduled right now. New sessions are added every month — on-demand courses are
          available any time.
        </p>
      ) : (
        <CourseGrid courses={courses} />
      )}
    </ShowcaseFrame>
  );
}

/** The newest on-demand courses. */
export function NewOnDemandShowcase({ id, title = 'New on-demand courses', limit = 3 }: ShowcaseProps) {
  const query = useCourses({ format: 'ON_DEMAND', sort: 'newest', pageSize: limit });
  return (
    <ShowcaseFrame
      id={id}
      title={title}
      description="Watch at your own pace, on any device, and earn credit when you finish."
      seeAllHref={`${paths.browse}?format=ON_DEMAND&sort=newest`}
      seeAllLabel="All on-demand courses"
    >
      {query.isPending ? (
        <CourseGridSkeleton count={limit} />
      ) : query.isError ? (
        <LoadError what="the newest courses" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          The on-demand library is being prepared. Check back soon.
        </p>
      ) : (
        <CourseGrid courses={query.data.items} />
      )}
    </ShowcaseFrame>
  );
}
