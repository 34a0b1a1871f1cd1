import type { LiveSession } from '@counsel/contracts';

/** "90 minutes", "1 h 30 min". */
export function sessionDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Full", "1 seat left", "42 seats left". */
export function seatsLeftText(session: Pick<LiveSession, 'seatsLeft'>): string {
  if (session.seatsLeft === 0) return 'Full';
  return session.seatsLeft === 1 ? '1 seat left' : `${session.seatsLeft} seats left`;
}
