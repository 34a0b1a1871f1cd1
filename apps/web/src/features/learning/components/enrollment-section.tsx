import type { Enrollment } from '@counsel/contracts';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { EnrollmentCard } from './enrollment-card';

export interface EnrollmentSectionProps {
  /** Used for the heading's id. */
  id: string;
  title: string;
  enrollments: readonly Enrollment[];
  /** What the section says while it is empty; its action is Browse. */
  empty: { icon: LucideIcon; title: string; description: string };
}

/** A titled list of enrolled courses (h2, cards with h3), or its empty state pointing to Browse. */
export function EnrollmentSection({ id, title, enrollments, empty }: EnrollmentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {enrollments.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          actions={<Button variant="secondary" text="Browse courses" href={paths.browse} />}
        />
      ) : (
        <ul role="list" className="space-y-3">
          {enrollments.map((enrollment) => (
            <li key={enrollment.course.id}>
              <EnrollmentCard enrollment={enrollment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
