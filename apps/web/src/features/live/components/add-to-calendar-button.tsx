import type { LiveRegistration } from '@counsel/contracts';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { downloadRegistrationCalendar } from '../api/download-registration-calendar';

export interface AddToCalendarButtonProps {
  registration: Pick<LiveRegistration, 'calendarPath' | 'course'>;
  /** Names the course in a list ("Add to calendar: Ethics Update"). */
  namedCourse?: boolean;
  fullWidth?: boolean;
}

/** Downloads the registration's calendar file (.ics, named after the course) with the bearer token. */
export function AddToCalendarButton({
  registration,
  namedCourse = false,
  fullWidth,
}: AddToCalendarButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      text="Add to calendar"
      icon={<CalendarPlus aria-hidden="true" className="size-4" />}
      loading={busy}
      fullWidth={fullWidth}
      aria-label={namedCourse ? `Add to calendar: ${registration.course.title}` : undefined}
      onClick={() => {
        setBusy(true);
        downloadRegistrationCalendar(registration)
          .catch((error: unknown) => {
            toast.error(`The calendar file did not download: ${errorReason(error, 'please try again.')}`);
          })
          .finally(() => {
            setBusy(false);
          });
      }}
    />
  );
}
