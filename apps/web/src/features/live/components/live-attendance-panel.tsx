import type { LivePresence } from '@counsel/contracts';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { useEnterLiveAttendanceCode } from '../api/enter-live-attendance-code';

const CODE_MAX_LENGTH = 12;

export interface LiveAttendancePanelProps {
  sessionId: string;
  durationMinutes: number;
  presence: LivePresence;
  onPresence: (presence: LivePresence) => void;
}

function codeError(error: unknown): string {
  if (isApiError(error) && error.code === 'ATTENDANCE_CODE_INVALID') {
    return 'That code is not right. Check the code shown in the room and try again.';
  }
  return errorReason(error, 'We could not check the code. Try again.');
}

/**
 * Attendance: the time the server verified ("Time verified: 12 min of 60"), the codes entered of those shown, the
 * code on screen now (announced politely), and the form to enter it.
 */
export function LiveAttendancePanel({
  sessionId,
  durationMinutes,
  presence,
  onPresence,
}: LiveAttendancePanelProps) {
  const [code, setCode] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [blank, setBlank] = useState(false);
  const enter = useEnterLiveAttendanceCode(sessionId, onPresence);
  const verifiedMinutes = Math.min(Math.floor(presence.verifiedSeconds / 60), durationMinutes);
  const current = presence.currentCode;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    setAccepted(false);
    if (value === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    enter.mutate(value, {
      onSuccess: () => {
        setCode('');
        setAccepted(true);
      },
    });
  };

  const alert = enter.isError ? codeError(enter.error) : null;

  return (
    <section
      aria-labelledby="live-attendance-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="live-attendance-heading" className="text-lg font-semibold text-slate-900">
        Attendance
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Credit is earned for the time you are verified present in this room. Codes appear during the session:
        enter each one to confirm you are attending.
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="font-medium text-slate-700">Time verified</dt>
          <dd className="text-base font-semibold text-slate-900">
            {verifiedMinutes} min of {durationMinutes}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="font-medium text-slate-700">Codes entered</dt>
          <dd className="text-base font-semibold text-slate-900">
            {presence.codesEntered} of {presence.codesShown} shown
          </dd>
        </div>
      </dl>
      <div aria-live="polite" aria-atomic="true">
        {current ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-amber-950">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              Attendance code {current.ordinal}:{' '}
              <strong className="font-mono text-2xl tracking-widest">{current.code}</strong> — note it and
              enter it below
            </span>
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-3">
        <div className="w-40">
          <FormInput
            id="live-attendance-code"
            label="Attendance code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CODE_MAX_LENGTH}
            value={code}
            error={blank ? 'Enter the code shown in the room.' : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setAccepted(false);
            }}
          />
        </div>
        <Button type="submit" text="Submit code" loading={enter.isPending} className="mt-6" />
        <div className="basis-full">
          <FormAlert id="live-attendance-code-alert" message={alert} />
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800">
            {accepted ? (
              <>
                <CircleCheck aria-hidden="true" className="size-5" />
                Code accepted — your attendance is confirmed.
              </>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
