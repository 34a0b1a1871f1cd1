import type { CourseDetail, EnrollmentState, EnrollmentStatus } from '@counsel/contracts';
import { CircleCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatSessionDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useUserStore } from '../../../stores/user-store';
import { useLiveStatus, type LivePhase } from '../hooks/use-live-status';
import { BuyCourseButton } from './buy-course-button';

function callToAction(phase: LivePhase): string {
  if (phase === 'starting-soon' || phase === 'in-progress') return 'Join live session';
  if (phase === 'upcoming') return 'Register for this live course';
  return 'Enroll';
}

function liveNote(phase: LivePhase): string | null {
  if (phase === 'in-progress') return 'The session is live now.';
  if (phase === 'starting-soon') return 'The session starts in a few minutes.';
  if (phase === 'ended' || phase === 'completed') return 'This live session has ended.';
  return null;
}

/** A live course whose session is over: nothing to enroll in or buy (the API refuses both with 409). */
function isOver(phase: LivePhase): boolean {
  return phase === 'ended' || phase === 'completed';
}

/** In place of Enroll and Buy once a live session is over: why, and where to go instead. */
function EnrollmentClosed() {
  return (
    <div className="space-y-2">
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
        Enrollment is closed: a live session that is over can no longer be bought or enrolled in.
      </p>
      <Button variant="secondary" text="Browse other courses" href={paths.browse} fullWidth />
    </div>
  );
}

/**
 * The signed-in user's enrollment, worked out by the route (the learning feature asks the API): still asking,
 * could not ask, enrolled (with its status), free to enroll, or without access (and what would give it).
 */
export type EnrollmentView =
  | { kind: 'checking' }
  | { kind: 'unavailable'; message: string; retrying: boolean; onRetry: () => void }
  | {
      kind: 'enrolled';
      status: EnrollmentStatus;
      accessOptions: EnrollmentState['accessOptions'];
      /** The way into the course (an on-demand course's player); My Learning when absent. */
      goTo?: { text: string; href: string };
    }
  | { kind: 'can-enroll'; enrolling: boolean; onEnroll: () => void }
  | { kind: 'not-allowed'; accessOptions: EnrollmentState['accessOptions'] };

/**
 * A live course is entered by registering for one of its sessions (the page's Sessions section, `#live-sessions`):
 * the session the signed-in lawyer is registered for (its start), or null.
 */
export interface LiveRegistrationView {
  registeredFor: string | null;
}

export interface EnrollPanelProps {
  course: Pick<CourseDetail, 'id' | 'format' | 'liveStartsAt' | 'price'>;
  /** For a signed-in user; visitors need none (they are sent to sign up). */
  enrollment?: EnrollmentView;
  /** For a live course with sessions: registering takes the place of Enroll. */
  live?: LiveRegistrationView;
}

/** The live course's way in: "You're registered for …" or Choose a session, both leading to the Sessions section. */
function LiveRegistrationCallToAction({ live }: { live: LiveRegistrationView }) {
  if (live.registeredFor) {
    return (
      <div className="space-y-3">
        <p className="flex items-start gap-2 text-sm font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>You&apos;re registered for {formatSessionDateTime(live.registeredFor)}.</span>
        </p>
        <Button variant="secondary" text="Go to your session" href="#live-sessions" fullWidth />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button text="Choose a session" href="#live-sessions" fullWidth />
      <p className="text-sm text-slate-700">Registering for a session enrolls you in the course.</p>
    </div>
  );
}

/** What the course costs, for someone without a membership: "$49, or included with a membership". */
function PriceLine({ price, isMember }: { price: CourseDetail['price']; isMember: boolean }) {
  let text;
  if (isMember) text = <>Included in your membership.</>;
  else if (price)
    text = (
      <>
        <span className="text-2xl font-bold text-slate-900">
          {formatMoney(price.amountCents, price.currency)}
        </span>{' '}
        <span className="text-slate-700">for this course, or included with a membership.</span>
      </>
    );
  else text = <>Included with a membership.</>;
  return <p className="text-sm font-medium text-slate-800">{text}</p>;
}

/** Become a Member, and Buy this course when the API says a purchase would give access too. */
export function AccessOffers({
  course,
  accessOptions,
}: {
  course: EnrollPanelProps['course'];
  accessOptions: EnrollmentState['accessOptions'];
}) {
  const canBuy = accessOptions.includes('PURCHASE') && course.price !== null;
  return (
    <div className="space-y-2">
      <Button text="Become a Member" href={paths.choosePlan} fullWidth />
      {canBuy && course.price ? <BuyCourseButton courseId={course.id} price={course.price} /> : null}
    </div>
  );
}

function SignedInEnrollment({
  course,
  enrollment,
  label,
  live,
}: {
  course: EnrollPanelProps['course'];
  enrollment: EnrollmentView;
  label: string;
  live?: LiveRegistrationView;
}) {
  switch (enrollment.kind) {
    case 'checking':
      return (
        <div aria-busy="true" className="space-y-2">
          <Button text={label} fullWidth loading />
          <p className="sr-only" role="status">
            Checking your enrollment…
          </p>
        </div>
      );
    case 'unavailable':
      return (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-slate-800">We could not check your enrollment: {enrollment.message}</p>
          <Button
            variant="secondary"
            text="Retry"
            fullWidth
            loading={enrollment.retrying}
            onClick={enrollment.onRetry}
          />
        </div>
      );
    case 'enrolled':
      if (enrollment.status === 'SUBSCRIPTION_EXPIRED') {
        return (
          <div className="space-y-3">
            <p className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              Membership ended — renew to continue. Your progress is kept.
            </p>
            <AccessOffers course={course} accessOptions={enrollment.accessOptions} />
          </div>
        );
      }
      if (live) {
        return (
          <div className="space-y-3">
            <LiveRegistrationCallToAction live={live} />
            {enrollment.goTo ? (
              <Button variant="secondary" text={enrollment.goTo.text} href={enrollment.goTo.href} fullWidth />
            ) : null}
          </div>
        );
      }
      return (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            You are enrolled in this course.
          </p>
          <Button
            text={enrollment.goTo?.text ?? 'Go to My Learning'}
            href={enrollment.goTo?.href ?? paths.learning}
            fullWidth
          />
        </div>
      );
    case 'can-enroll':
      if (live) return <LiveRegistrationCallToAction live={live} />;
      return <Button text={label} fullWidth loading={enrollment.enrolling} onClick={enrollment.onEnroll} />;
    case 'not-allowed':
      return (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">Enroll with a membership, which includes every course.</p>
          <AccessOffers course={course} accessOptions={enrollment.accessOptions} />
        </div>
      );
  }
}

/**
 * The course page's call to action, with the course's price. A live course whose session is over offers neither
 * Enroll nor Buy (only its enrolled lawyers keep their way in) and says why. A visitor is sent to Register with
 * the course remembered (intendedCourseId), so sign-up can bring them back. A signed-in user sees their
 * enrollment: enrolled, Enroll (when the API allows it), or Become a Member — and Buy this course when a purchase
 * would give access. For a live course (`live`), registering for a session is the way in: the panel says which
 * session the lawyer is registered for, or leads to the Sessions section.
 */
export function EnrollPanel({ course, enrollment = { kind: 'checking' }, live }: EnrollPanelProps) {
  const navigate = useNavigate();
  const role = useUserStore((state) => state.role);
  const { phase } = useLiveStatus(course);
  const label = callToAction(phase);
  const note = liveNote(phase);
  const isMember = role === 'USER' || role === 'ENTERPRISE';

  if (role !== 'VISITOR') {
    // Someone already enrolled keeps their way into the course; nobody else is offered Enroll or Buy.
    const closed = isOver(phase) && (enrollment.kind === 'can-enroll' || enrollment.kind === 'not-allowed');
    return (
      <div className="space-y-3">
        {!closed && <PriceLine price={course.price} isMember={isMember} />}
        {note && <p className="text-sm font-medium text-slate-800">{note}</p>}
        {closed ? (
          <EnrollmentClosed />
        ) : (
          <SignedInEnrollment course={course} enrollment={enrollment} label={label} live={live} />
        )}
      </div>
    );
  }

  if (isOver(phase)) {
    return (
      <div className="space-y-3">
        {note && <p className="text-sm font-medium text-slate-800">{note}</p>}
        <EnrollmentClosed />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <PriceLine price={course.price} isMember={false} />
      {note && <p className="text-sm font-medium text-slate-800">{note}</p>}
      <Button
        text={label}
        fullWidth
        onClick={() => {
          useUserStore.getState().setIntendedCourse(course.id);
          void navigate(paths.signUp);
        }}
      />
      <p className="text-sm text-slate-700">
        Create a free account to enroll; we&apos;ll bring you back to this course.
      </p>
      <p className="text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-brand-700 underline underline-offset-2">
          Log in
        </Link>
      </p>
    </div>
  );
}
