/*
 * Between the live room (/zoom-client-view, the React app) and the Zoom meeting page it embeds (zoom-meeting.html,
 * its own entry with Zoom's React 18.2: ADR 015): the page's address and the messages it posts back.
 */

export const ZOOM_MEETING_PAGE = '/zoom-meeting.html';

/** What the meeting page tells the live room that embeds it (posted to the same origin only). */
export type MeetingMessage =
  | { type: 'counsel-zoom'; event: 'joined' }
  | { type: 'counsel-zoom'; event: 'left'; leaveUrl: string }
  | { type: 'counsel-zoom'; event: 'error'; message: string };

export function isMeetingMessage(value: unknown): value is MeetingMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, event } = value as { type?: unknown; event?: unknown };
  return type === 'counsel-zoom' && (event === 'joined' || event === 'left' || event === 'error');
}

/** The meeting page's address: the spec's launch parameters, our customer key and where leaving goes. */
export function buildZoomMeetingPath(join: {
  meetingNumber: string;
  signature: string;
  userName: string;
  userEmail: string;
  password: string;
  customerKey: string;
  leaveUrl: string;
}): string {
  const params = new URLSearchParams({
    meetingNumber: join.meetingNumber,
    signature: join.signature,
    userName: join.userName,
    userEmail: join.userEmail,
    passWord: join.password,
    customerKey: join.customerKey,
    leaveUrl: join.leaveUrl,
  });
  return `${ZOOM_MEETING_PAGE}?${params.toString()}`;
}
