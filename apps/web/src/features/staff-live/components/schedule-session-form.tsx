import { useId, useState, type SubmitEvent } from 'react';
import type { ScheduleLiveSessionRequest } from '@counsel/contracts';
import { LIVE_ROOM_KINDS, type LiveRoomKind } from '@counsel/contracts/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { useLiveCourses, useScheduleSession } from '../api/staff-live-api';
import { localInputToIso, ROOM_LABELS } from './format-session';

const SELECT = 'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
const LABEL = 'mb-1 block text-sm font-medium text-slate-800';

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

/** Schedules a session of a live course; a Zoom room without a number is created through the Zoom API. */
export function ScheduleSessionForm({ onScheduled }: { onScheduled: (sessionId: string) => void }) {
  const id = useId();
  const courses = useLiveCourses();
  const schedule = useScheduleSession();
  const [courseId, setCourseId] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [duration, setDuration] = useState('60');
  const [capacity, setCapacity] = useState('100');
  const [room, setRoom] = useState<LiveRoomKind>('BUILT_IN');
  const [zoomNumber, setZoomNumber] = useState('');
  const [zoomPasscode, setZoomPasscode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = localInputToIso(startsAt);
    if (!courseId) {
      setProblem('Choose the course.');
      return;
    }
    if (!start) {
      setProblem('Choose when the session starts.');
      return;
    }
    const input: ScheduleLiveSessionRequest = {
      startsAt: start,
      timeZone: timeZone.trim(),
      durationMinutes: Number(duration),
      capacity: Number(capacity),
      room,
      ...(room !== 'BUILT_IN' && zoomNumber.trim() ? { zoomNumber: zoomNumber.trim() } : {}),
      ...(room !== 'BUILT_IN' && zoomPasscode.trim() ? { zoomPasscode: zoomPasscode.trim() } : {}),
    };
    setProblem(null);
    schedule.mutate(
      { courseId, input },
      {
        onSuccess: (detail) => onScheduled(detail.session.id),
        onError: (error) => setProblem(errorReason(error, 'The session could not be scheduled.')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Schedule a session
      </h2>
      <form onSubmit={submit} aria-label="Schedule a session" className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-course`} className={LABEL}>
            Course
          </label>
          <select
            id={`${id}-course`}
            className={SELECT}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
          >
            <option value="">Choose a live course</option>
            {courses.data?.items.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-starts`} className={LABEL}>
            Starts (your time)
          </label>
          <input
            id={`${id}-starts`}
            type="datetime-local"
            className={SELECT}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </div>
        <TextField
          id={`${id}-zone`}
          label="Time zone (IANA)"
          value={timeZone}
          onChange={setTimeZone}
          hint="The organiser's zone, e.g. America/New_York: e-mails show the time in it."
        />
        <TextField id={`${id}-duration`} label="Length (minutes)" value={duration} onChange={setDuration} />
        <TextField id={`${id}-capacity`} label="Capacity" value={capacity} onChange={setCapacity} />
        <div>
          <label htmlFor={`${id}-room`} className={LABEL}>
            Room
          </label>
          <select
            id={`${id}-room`}
            className={SELECT}
            value={room}
            onChange={(event) => setRoom(event.target.value as LiveRoomKind)}
          >
            {LIVE_ROOM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ROOM_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {room === 'BUILT_IN' ? null : (
          <>
            <TextField
              id={`${id}-zoom-number`}
              label="Zoom number"
              value={zoomNumber}
              onChange={setZoomNumber}
              hint="Leave empty to create it through the Zoom API."
            />
            <TextField
              id={`${id}-zoom-passcode`}
              label="Zoom passcode"
              value={zoomPasscode}
              onChange={setZoomPasscode}
            />
          </>
        )}
        <div className="sm:col-span-2">
          {problem ? (
            <p role="alert" className="mb-2 text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <Button type="submit" text="Schedule" loading={schedule.isPending} />
        </div>
      </form>
    </section>
  );
}
