import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { APPLICABILITY_CHECKING_TEXT } from '../lib/applicability';

// The opened panel (the query, its icons and messages) loads on the first opening, outside Browse's initial
// JavaScript; its request starts once it has arrived.
const CourseApplicabilityLines = lazy(() =>
  import('./course-applicability-lines').then((module) => ({ default: module.CourseApplicabilityLines })),
);

/**
 * A Browse card's "Will this count for me?" for a signed-in lawyer: a disclosure button that asks the API only
 * once opened (a page of cards sends no request on load). It sits above the card's stretched link, outside it.
 */
export function CourseApplicabilityDisclosure({
  courseId,
  courseTitle,
}: {
  courseId: string;
  courseTitle: string;
}) {
  const signedIn = useUserStore((state) => state.userId !== null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!signedIn) return null;

  return (
    <div className="relative z-10 border-t border-slate-100 pt-3 text-sm text-slate-700">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
      >
        Will this count for me?
        <span className="sr-only"> ({courseTitle})</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {open && (
          <Suspense fallback={<p role="status">{APPLICABILITY_CHECKING_TEXT}</p>}>
            <CourseApplicabilityLines courseId={courseId} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
