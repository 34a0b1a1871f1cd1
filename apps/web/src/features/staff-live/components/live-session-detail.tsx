import { useId, useState, type SubmitEvent } from 'react';
import type { StaffLiveSession, StaffLiveSessionDetail } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { useLiveQuestions, useLiveSession, useSessionChanges } from '../api/staff-live-api';
import { formatSessionStart, isoToLocalInput, localInputToIso, ROOM_LABELS } from './format-session';

const LABEL = 'mb-1 block text-sm font-medium text-slate-800';
const INPUT = 'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

/** A session's page: its facts, move and capacity, cancel with a reason, registrants with attendance, questions. */
export function LiveSessionDetailView({ sessionId }: { sessionId: string }) {
  const detail = useLiveSession(sessionId);
  const [openedAt] = useState(() => Date.now());
  if (detail.isError) {
    return (
      <p role="alert" className="text-slate-800">
        The session could not be loaded: {errorReason(detail.error, 'please try again.')}
      </p>
    );
  }
  if (!detail.data) return <Skeleton className="h-40 w-full" />;
  const { session } = detail.data;
  const started = new Date(session.startsAt).getTime() <= openedAt;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{session.courseTitle}</h1>
        <p className="mt-2 text-slate-700">
          {formatSessionStart(session.startsAt, session.timeZone)} · {session.durationMinutes} minutes ·{' '}
          {ROOM_LABELS[session.room]}
          {session.zoomNumber ? ` ${session.zoomNumber}` : ''} · {session.registered} of {session.capacity}{' '}
          seats taken
        </p>
        {session.canceledAt ? (
          <p className="mt-2 font-medium text-red-800" role="status">
            Canceled: {session.cancelReason}
          </p>
        ) : null}
      </div>
      {session.canceledAt ? null : (
        <ChangeSession key={session.startsAt} session={session} started={started} />
      )}
      <Registrants detail={detail.data} />
      <Questions sessionId={sessionId} />
    </div>
  );
}

function ChangeSession({ session, started }: { session: StaffLiveSession; started: boolean }) {
  const id = useId();
  const changes = useSessionChanges(session.id);
  const [startsAt, setStartsAt] = useState(() => isoToLocalInput(session.startsAt));
  const [duration, setDuration] = useState(String(session.durationMinutes));
  const [capacity, setCapacity] = useState(String(session.capacity));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = localInputToIso(startsAt);
    const input = {
      ...(start && start !== new Date(session.startsAt).toISOString() ? { startsAt: start } : {}),
      ...(Number(duration) !== session.durationMinutes ? { durationMinutes: Number(duration) } : {}),
      ...(Number(capacity) !== session.capacity ? { capacity: Number(capacity) } : {}),
    };
    if (Object.keys(input).length === 0) {
      setMessage({ text: 'Nothing changed.', error: true });
      return;
    }
    changes.update.mutate(input, {
      onSuccess: () =>
        setMessage({
          text:
            'startsAt' in input || 'durationMinutes' in input
              ? 'Saved. The registered lawyers are e-mailed the new time.'
              : 'Saved.',
          error: false,
        }),
      onError: (error) => setMessage({ text: errorReason(error, 'The change was not saved.'), error: true }),
    });
  };

  const cancel = () => {
    changes.cancel.mutate(
      { reason: reason.trim() },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          setConfirming(false);
          setMessage({ text: errorReason(error, 'The session was not canceled.'), error: true });
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Time and capacity
      </h2>
      <form onSubmit={save} aria-label="Change the session" className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-starts`} className={LABEL}>
            Starts (your time)
          </label>
          <input
            id={`${id}-starts`}
            type="datetime-local"
            className={INPUT}
            value={startsAt}
            disabled={started}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </div>
        <TextField
          id={`${id}-duration`}
          label="Length (minutes)"
          value={duration}
          onChange={setDuration}
          readOnly={started}
        />
        <TextField id={`${id}-capacity`} label="Capacity" value={capacity} onChange={setCapacity} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" text="Save changes" loading={changes.update.isPending} />
          {started ? null : (
            <Button
              type="button"
              variant="danger"
              text="Cancel the session"
              onClick={() => setConfirming(true)}
            />
          )}
          {message ? (
            <p
              role={message.error ? 'alert' : 'status'}
              className={message.error ? 'text-red-700' : 'text-slate-700'}
            >
              {message.text}
            </p>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Cancel this session?"
        confirmText="Cancel the session"
        cancelText="Keep it"
        confirmVariant="danger"
        busy={changes.cancel.isPending}
        confirmDisabled={reason.trim().length < 3}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The {session.registered} registered lawyers lose their seat and are e-mailed the reason. Lawyers no
          longer see the session. This cannot be undone.
        </p>
        <div className="mt-3">
          <label htmlFor={`${id}-reason`} className={LABEL}>
            Reason (in the e-mail)
          </label>
          <textarea
            id={`${id}-reason`}
            className={INPUT}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

const REGISTRANT_COLUMNS = [
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Status' },
  { label: 'Present' },
  { label: 'Verified' },
  { label: 'Codes' },
] as const;

function Registrants({ detail }: { detail: StaffLiveSessionDetail }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">Registrants and attendance</h2>
      <DataTable caption="Registrants and their verified attendance" columns={REGISTRANT_COLUMNS}>
        {detail.registrants.length === 0 ? (
          <tr>
            <td colSpan={REGISTRANT_COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
              Nobody has registered yet.
            </td>
          </tr>
        ) : (
          detail.registrants.map((registrant) => (
            <tr key={registrant.registrationId}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {registrant.name}
              </th>
              <td className="px-4 py-3">{registrant.email}</td>
              <td className="px-4 py-3">{registrant.status === 'REGISTERED' ? 'Registered' : 'Canceled'}</td>
              <td className="px-4 py-3">{registrant.attendance.presentMinutes} min</td>
              <td className="px-4 py-3">
                {registrant.attendance.verifiedMinutes} min
                {registrant.attendance.minimumMet ? ' (minimum met)' : ''}
              </td>
              <td className="px-4 py-3">
                {registrant.attendance.codesEntered} of {registrant.attendance.codesShown}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}

function Questions({ sessionId }: { sessionId: string }) {
  const questions = useLiveQuestions(sessionId);
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">Questions from the room</h2>
      {questions.isError ? (
        <p role="alert">
          The questions could not be loaded: {errorReason(questions.error, 'please try again.')}
        </p>
      ) : !questions.data ? (
        <Skeleton className="h-10 w-full" />
      ) : questions.data.questions.length === 0 ? (
        <p className="text-slate-700">No questions yet.</p>
      ) : (
        <ul className="space-y-4">
          {questions.data.questions.map((question) => (
            <li key={question.id} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-slate-600">
                {question.askerName} ({question.askerEmail})
              </p>
              <p className="mt-1 text-slate-900">{question.text}</p>
              <AnswerBox
                sessionId={sessionId}
                questionId={question.id}
                current={question.answer}
                label={`Answer to ${question.askerName}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AnswerBox({
  sessionId,
  questionId,
  current,
  label,
}: {
  sessionId: string;
  questionId: string;
  current: string | null;
  label: string;
}) {
  const id = useId();
  const { answer } = useSessionChanges(sessionId);
  const [text, setText] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem('Write the answer first.');
      return;
    }
    setProblem(null);
    answer.mutate(
      { questionId, input: { answer: text.trim() } },
      { onError: (error) => setProblem(errorReason(error, 'The answer was not saved.')) },
    );
  };
  return (
    <form onSubmit={submit} aria-label={label} className="mt-2 space-y-2">
      <label htmlFor={`${id}-answer`} className={LABEL}>
        {current ? 'Answer (shown in the room)' : 'Answer'}
      </label>
      <textarea
        id={`${id}-answer`}
        className={INPUT}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        text={current ? 'Update the answer' : 'Answer'}
        loading={answer.isPending}
      />
    </form>
  );
}
