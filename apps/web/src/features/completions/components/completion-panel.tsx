import type { CourseCompletionStatus, WatchProgress } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { useCourseCompletion } from '../hooks/use-course-completion';
import { ClaimCreditForm } from './claim-credit-form';
import { CompletionSummary } from './completion-summary';
import { QuestionnaireList } from './questionnaire-list';
import { RequirementChecklist } from './requirement-checklist';

export interface CompletionPanelProps {
  courseId: string;
  /** The course id or slug, as in the page's address (the API takes either). */
  courseKey: string;
  /** The progress the player reports; the checklist is refetched when it moves on. */
  progress: WatchProgress;
  /** After a claim is recorded: the page may refresh what the claim changed elsewhere (My Learning, progress). */
  onClaimed?: () => void;
}

function PanelSkeleton() {
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

function requirementMet(status: CourseCompletionStatus, requirement: 'WATCHED'): boolean {
  return status.requirements.some((item) => item.requirement === requirement && item.met);
}

interface PanelBodyProps {
  courseKey: string;
  progress: WatchProgress;
  status: CourseCompletionStatus;
  certificateTimedOut: boolean;
  checkAgain: () => void;
  checking: boolean;
  onClaimed?: () => void;
}

function PanelBody({
  courseKey,
  progress,
  status,
  certificateTimedOut,
  checkAgain,
  checking,
  onClaimed,
}: PanelBodyProps) {
  const watched = progress.watchRequirementMet || requirementMet(status, 'WATCHED');
  const allMet = status.requirements.every((item) => item.met);
  return (
    <div className="space-y-6">
      <RequirementChecklist
        requirements={status.requirements}
        headingId={`completion-requirements-${courseKey}`}
      />
      {status.completion ? (
        <CompletionSummary
          completion={status.completion}
          timedOut={certificateTimedOut}
          onCheckAgain={checkAgain}
          checking={checking}
        />
      ) : (
        <>
          {watched ? (
            <QuestionnaireList courseKey={courseKey} />
          ) : (
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              The course evaluation opens once you have watched the whole program.
            </p>
          )}
          {status.canClaim ? (
            <ClaimCreditForm
              courseKey={courseKey}
              jurisdictions={status.claimableJurisdictions}
              onClaimed={onClaimed}
            />
          ) : allMet && status.claimableJurisdictions.length === 0 ? (
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              You have met every requirement, but this course has no approved credit to claim yet.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * Below the player: the way from watching to credit. The checklist of requirements (refetched as the progress
 * moves on), the questionnaires once the program is watched, the claim once everything is met, then the completion
 * and its certificate (polled while it is being prepared).
 */
export function CompletionPanel({ courseKey, progress, onClaimed }: CompletionPanelProps) {
  const { status, certificateTimedOut, checkAgain } = useCourseCompletion(courseKey, progress);

  let content;
  if (status.data) {
    content = (
      <PanelBody
        courseKey={courseKey}
        progress={progress}
        status={status.data}
        certificateTimedOut={certificateTimedOut}
        checkAgain={checkAgain}
        checking={status.isFetching}
        onClaimed={onClaimed}
      />
    );
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
    content = <PanelSkeleton />;
  }

  return (
    <section
      aria-labelledby="completion-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="completion-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Earn your credit
      </h2>
      {content}
    </section>
  );
}
