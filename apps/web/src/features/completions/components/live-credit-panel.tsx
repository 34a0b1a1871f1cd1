import type { CourseCompletionStatus } from '@counsel/contracts';
import { useScrollToAnchor } from '../../../hooks/use-scroll-to-anchor';
import { useLiveCredit } from '../hooks/use-live-credit';
import { CompletionSummary } from './completion-summary';
import { ClaimStep, CreditPanelFrame } from './credit-panel-frame';
import { LiveAttendanceSummary } from './live-attendance-summary';
import { QuestionnaireList } from './questionnaire-list';
import { RequirementChecklist } from './requirement-checklist';

/** The panel's anchor on the course page (the built-in live room links to `…/courses/{slug}#earn-credit`). */
export const LIVE_CREDIT_SECTION_ID = 'earn-credit';

export interface LiveCreditPanelProps {
  /** The course id or slug, as in the page's address (the API takes either). */
  courseKey: string;
  /** After a claim is recorded: the page may refresh what the claim changed elsewhere (My Learning). */
  onClaimed?: () => void;
}

interface LiveCreditBodyProps {
  courseKey: string;
  status: CourseCompletionStatus;
  certificateTimedOut: boolean;
  checkAgain: () => void;
  checking: boolean;
  onClaimed?: () => void;
}

function LiveCreditBody({
  courseKey,
  status,
  certificateTimedOut,
  checkAgain,
  checking,
  onClaimed,
}: LiveCreditBodyProps) {
  const ended = status.liveAttendance?.sessionEnded ?? false;
  return (
    <div className="space-y-6">
      <LiveAttendanceSummary attendance={status.liveAttendance} headingId={`live-attendance-${courseKey}`} />
      <RequirementChecklist
        requirements={status.requirements}
        headingId={`live-credit-requirements-${courseKey}`}
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
          {ended ? (
            <QuestionnaireList courseKey={courseKey} />
          ) : (
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              The course evaluation opens when your session ends.
            </p>
          )}
          <ClaimStep courseKey={courseKey} status={status} onClaimed={onClaimed} />
        </>
      )}
    </div>
  );
}

/**
 * On a live course's page, for an enrolled lawyer: the way from the live session to credit. The attendance in
 * words (when credit opens; the minutes attended and verified; below the minimum, no credit for this session),
 * the checklist, the evaluation once the session is over, the claim once everything is met, then the completion
 * and its certificate. Asked again every 60 s until the session ends and whenever the lawyer comes back to the
 * page. Shows nothing when the lawyer is completing the course from its recording (the status says ON_DEMAND):
 * that credit is claimed under the player.
 */
export function LiveCreditPanel({ courseKey, onClaimed }: LiveCreditPanelProps) {
  const { status, certificateTimedOut, checkAgain } = useLiveCredit(courseKey);
  useScrollToAnchor(LIVE_CREDIT_SECTION_ID, status.data !== undefined || status.isError);
  if (status.data?.format === 'ON_DEMAND') return null;
  return (
    <CreditPanelFrame id={LIVE_CREDIT_SECTION_ID} headingId="live-credit-heading" status={status}>
      {(data) => (
        <LiveCreditBody
          courseKey={courseKey}
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
