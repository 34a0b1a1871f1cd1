import type { CourseCompletionStatus, WatchProgress } from '@counsel/contracts';
import { useCourseCompletion } from '../hooks/use-course-completion';
import { CompletionSummary } from './completion-summary';
import { ClaimStep, CreditPanelFrame } from './credit-panel-frame';
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
          <ClaimStep courseKey={courseKey} status={status} onClaimed={onClaimed} />
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
  return (
    <CreditPanelFrame headingId="completion-heading" status={status}>
      {(data) => (
        <PanelBody
          courseKey={courseKey}
          progress={progress}
          status={data}
          certificateTimedOut={certificateTimedOut}
          checkAgain={checkAgain}
          checking={status.isFetching}
          onClaimed={onClaimed}
        />
      )}
    </CreditPanelFrame>
  );
}
