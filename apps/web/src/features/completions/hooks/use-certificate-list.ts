import { useCallback } from 'react';
import { awaitsAnyCertificate, useCompletedCourses } from '../api/get-completed-courses';
import { useDeadlineTimer, usePollDeadline } from './use-poll-deadline';

/**
 * The Certificates page's list, polled every 1.5 s for a minute at most while a certificate is being prepared.
 * `timedOut` says the minute passed; `checkAgain` waits another.
 */
export function useCertificateList() {
  const deadline = usePollDeadline();
  const list = useCompletedCourses(!deadline.gaveUp);
  const waiting = awaitsAnyCertificate(list.data);
  useDeadlineTimer(deadline, waiting);

  const { restart } = deadline;
  const { refetch } = list;
  const checkAgain = useCallback(() => {
    restart();
    void refetch();
  }, [restart, refetch]);

  return { list, timedOut: waiting && deadline.gaveUp, checkAgain };
}
