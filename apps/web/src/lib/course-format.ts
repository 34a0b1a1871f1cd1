import type { CourseFormat } from '@counsel/contracts';

/** How people read a course's format; shared by the catalog and My Learning. */
export const COURSE_FORMAT_LABELS: Record<CourseFormat, string> = {
  ON_DEMAND: 'On demand',
  LIVE: 'Live',
};

/** 90 → "1 h 30 min", 45 → "45 min", 120 → "2 h". */
export function formatDuration(minutes: number): string {
  const safe = Math.max(0, Math.round(minutes));
  const hours = Math.floor(safe / 60);
  const rest = safe % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
