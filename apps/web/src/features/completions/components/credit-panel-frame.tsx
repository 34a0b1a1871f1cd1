import type { CourseCompletionStatus } from '@counsel/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { ClaimCreditForm } from './claim-credit-form';

function CreditPanelSkeleton() {
  return (
    <div aria-busy="true" className="space-y-2">
      <p role="status" className="sr-only">
        Loading your requirements for credit…
      </p>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}

export interface CreditPanelFrameProps {
  /** The section's id (a page may link to it, e.g. `#earn-credit`). */
  id?: string;
  headingId: string;
  status: UseQueryResult<CourseCompletionStatus>;
  /** The panel's content once the status is here. */
  children: (status: CourseCompletionStatus) => ReactNode;
}

/**
 * "Earn your credit", as both credit panels show it (under the player, on a live course's page): a skeleton while
 * the status loads, the error with Retry, then the content. A failed refetch keeps what was shown.
 */
export function CreditPanelFrame({ id, headingId, status, children }: CreditPanelFrameProps) {
  let content: ReactNode;
  if (status.data) {
    content = children(status.data);
  } else if (status.isError) {
    content = (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        <p>
          We could not load your requirements for credit. {errorReason(status.error, 'Please try again.')}
        </p>
        <Button
          variant="secondary"
          text="Retry"
          className="mt-2"
          loading={status.isFetching}
          onClick={() => void status.refetch()}
        />
      </div>
    );
  } else {
    content = <CreditPanelSkeleton />;
  }
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900">
        Earn your credit
      </h2>
      {content}
    </section>
  );
}

export interface ClaimStepProps {
  courseKey: string;
  status: CourseCompletionStatus;
  onClaimed?: () => void;
}

/** The claim, once every requirement is met: the form, or why there is nothing to claim. */
export function ClaimStep({ courseKey, status, onClaimed }: ClaimStepProps) {
  if (status.canClaim) {
    return (
      <ClaimCreditForm
        courseKey={courseKey}
        jurisdictions={status.claimableJurisdictions}
        onClaimed={onClaimed}
      />
    );
  }
  const allMet = status.requirements.every((item) => item.met);
  if (allMet && status.claimableJurisdictions.length === 0) {
    return (
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        You have met every requirement, but this course has no approved credit to claim yet.
      </p>
    );
  }
  return null;
}
