import { Check, Compass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { SignedOutPanel } from '../../features/identity/components/signed-out-panel';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { useJurisdictions } from '../../features/catalog-taxonomy/api/get-jurisdictions';
import { useUserJurisdictions } from '../../features/lawyer-profile/api/get-user-jurisdictions';
import { JurisdictionsEditor } from '../../features/lawyer-profile/components/jurisdictions-editor';
import { PracticeAreasPicker } from '../../features/lawyer-profile/components/practice-areas-picker';
import { selectIntendedPlan, useUserStore } from '../../stores/user-store';

const STEPS = [
  { title: 'Where are you admitted?', label: 'Jurisdictions' },
  { title: 'Which practice areas interest you?', label: 'Practice areas' },
] as const;

type Step = 0 | 1;

/** The step list: done, current (aria-current="step") and to come. */
function StepIndicator({ current }: { current: Step }) {
  return (
    <div className="mb-8">
      <p className="mb-3 text-sm font-medium text-slate-700">
        Step {current + 1} of {STEPS.length}
      </p>
      <ol aria-label="Set-up progress" className="flex gap-3">
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={step.label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 border-t-4 pt-2 text-sm font-medium data-[state=current]:border-brand-600 data-[state=current]:text-brand-800 data-[state=done]:border-brand-300 data-[state=done]:text-slate-800 data-[state=next]:border-slate-200 data-[state=next]:text-slate-600"
              data-state={state}
            >
              {state === 'done' ? <Check aria-hidden="true" className="size-4" /> : null}
              {step.label}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * First-time set-up, two steps: the jurisdictions where the lawyer is admitted, then the practice areas that
 * interest them. Finishing or skipping clears the first-time-user flag and goes on to the plan chosen before
 * signing up (the plan page, for checkout), else the course chosen before, else Browse.
 */
function FirstTimeSetUp() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [stepHint, setStepHint] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const catalog = useJurisdictions();
  const admissions = useUserJurisdictions();

  // The page opens with focus at the top; after a step change it goes to the new step's heading.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    movedRef.current = true;
    setStepHint(null);
    setStep(next);
  };

  const leave = async () => {
    const state = useUserStore.getState();
    const { intendedCourseId, setIntendedCourse, setFirstTimeUser } = state;
    setFirstTimeUser(false);
    if (selectIntendedPlan(state)) {
      // The plan chosen before signing up stays kept: the plan page shows it with "Continue to checkout".
      await navigate(paths.choosePlan);
    } else if (intendedCourseId) {
      setIntendedCourse(null);
      await navigate(paths.course(intendedCourseId));
    } else {
      await navigate(paths.browse);
    }
  };

  const continueToPracticeAreas = () => {
    if ((admissions.data?.items.length ?? 0) === 0) {
      setStepHint('Add at least one jurisdiction, or choose “Skip for now”.');
      return;
    }
    goTo(1);
  };

  const skip = <Button variant="secondary" text="Skip for now" onClick={() => void leave()} />;
  const stepId = `onboarding-step-${step + 1}`;

  return (
    <>
      <StepIndicator current={step} />
      <section aria-labelledby={`${stepId}-heading`}>
        <h2
          id={`${stepId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {STEPS[step].title}
        </h2>
        {step === 0 ? (
          <>
            <p className="mt-2 mb-6 text-slate-700">
              Add each state or region where you are admitted, with your bar or registration number, so we can
              show the credit every course earns you there.
            </p>
            <JurisdictionsEditor
              jurisdictions={catalog.data?.items ?? []}
              isLoadingJurisdictions={catalog.isPending}
              openFormWhenEmpty
            />
            <p id={`${stepId}-hint`} role="status" className="mt-4 text-sm font-medium text-red-700">
              {stepHint}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button variant="boarding" text="Continue" onClick={continueToPracticeAreas} />
              {skip}
            </div>
          </>
        ) : (
          <>
            <p className="mt-2 mb-6 text-slate-700">
              Choose as many as you like; we will suggest courses in these areas first.
            </p>
            <PracticeAreasPicker
              legend="Practice areas that interest you"
              showLegend={false}
              submitText="Finish"
              submitVariant="boarding"
              onSaved={leave}
              actions={
                <>
                  <Button variant="secondary" text="Back" onClick={() => goTo(0)} />
                  {skip}
                </>
              }
            />
          </>
        )}
      </section>
      <p className="mt-10 text-sm text-slate-600">You can change all of this later in Settings.</p>
    </>
  );
}

function OnboardingPage() {
  const { user, loading } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Welcome')}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Welcome to Counsel CLE</h1>
      {user ? (
        <FirstTimeSetUp />
      ) : loading ? (
        <Spinner size="lg" label="Loading" />
      ) : (
        <SignedOutPanel
          icon={Compass}
          title="Set up your account"
          description="Log in to tell us where you are admitted and what you practise."
          highlights={[
            'The jurisdictions where you are admitted',
            'Your bar or registration numbers',
            'The practice areas that interest you',
            'Courses that count toward your requirements',
          ]}
        />
      )}
    </div>
  );
}

export { OnboardingPage as Component };
