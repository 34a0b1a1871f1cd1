import type { CourseCompletionStatus } from '@counsel/contracts';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { useClaimCredit } from '../api/claim-credit';
import { jurisdictionCreditLine } from '../lib/credit-labels';

export interface ClaimCreditFormProps {
  courseKey: string;
  jurisdictions: CourseCompletionStatus['claimableJurisdictions'];
  /** After the claim is recorded (the page may refresh what it shows elsewhere). */
  onClaimed?: () => void;
}

const CHOOSE_ONE = 'Choose at least one jurisdiction.';

/**
 * "Claim your credit": a checkbox per jurisdiction where the course has approved credit, with the credit it
 * carries and the lawyer's bar number there. The lawyer's admissions (those with a bar number) start ticked.
 */
export function ClaimCreditForm({ courseKey, jurisdictions, onClaimed }: ClaimCreditFormProps) {
  const idPrefix = `claim${useId().replace(/[^\w-]/g, '')}`;
  const claim = useClaimCredit(courseKey);
  const [chosen, setChosen] = useState<string[]>(() =>
    jurisdictions.filter((entry) => entry.barNumber !== null).map((entry) => entry.code),
  );
  const [error, setError] = useState<string | null>(null);
  const errorId = error ? `${idPrefix}-error` : undefined;

  const toggle = (code: string, checked: boolean) => {
    setError(null);
    setChosen((current) => (checked ? [...current, code] : current.filter((entry) => entry !== code)));
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (claim.isPending) return;
    // In the order shown, whatever order they were ticked in.
    const codes = jurisdictions.map((entry) => entry.code).filter((code) => chosen.includes(code));
    if (codes.length === 0) {
      claim.reset();
      setError(CHOOSE_ONE);
      document.getElementById(`${idPrefix}-0`)?.focus();
      return;
    }
    try {
      await claim.mutateAsync(codes);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    onClaimed?.();
  };

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={`${idPrefix}-heading`} className="text-base font-semibold text-slate-900">
        Claim your credit
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        You have met every requirement. Choose where to report this course; your certificate lists the credit
        for each.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        <fieldset aria-describedby={errorId}>
          <legend className="mb-2 text-sm font-medium text-slate-900">Jurisdictions</legend>
          <ul role="list" className="space-y-3">
            {jurisdictions.map((entry, index) => {
              const inputId = `${idPrefix}-${index}`;
              const noteId = `${inputId}-note`;
              return (
                <li key={entry.code} className="flex items-start gap-2">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={chosen.includes(entry.code)}
                    disabled={claim.isPending}
                    aria-describedby={[noteId, errorId].filter(Boolean).join(' ')}
                    onChange={(event) => toggle(entry.code, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
                  />
                  <div className="text-sm">
                    <label htmlFor={inputId} className="cursor-pointer font-medium text-slate-900">
                      {jurisdictionCreditLine(entry.name, entry.credits)}
                    </label>
                    <p id={noteId} className="text-slate-700">
                      {entry.barNumber !== null ? (
                        <>Bar number {entry.barNumber}</>
                      ) : (
                        <>
                          No bar number on file —{' '}
                          <Link to={paths.settings} className="font-medium text-brand-700 underline">
                            add it in Settings
                          </Link>
                        </>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError id={errorId} message={error ?? undefined} />
        </fieldset>
        <FormAlert
          id={`${idPrefix}-alert`}
          message={
            claim.error ? errorReason(claim.error, 'We could not record your claim. Please try again.') : null
          }
        />
        <Button type="submit" text="Claim credit" loading={claim.isPending} />
      </form>
    </section>
  );
}
