/*
 * The Zoom meeting page (zoom-meeting.html, ADR 015): Zoom's Client View, run with the React 18.2 it vendors, apart
 * from the app's React 19. The live room (/zoom-client-view) embeds it for a session held on Zoom and passes the
 * spec's launch parameters. This file has no DOM: what the page reads from its address and hands the SDK.
 */

export interface MeetingLaunch {
  meetingNumber: string;
  signature: string;
  userName: string;
  userEmail: string;
  passWord: string;
  /** Our user id, echoed in Zoom's participant events and report (how attendance maps back); at most 36 characters. */
  customerKey: string;
  /** Where leaving the meeting goes: a same-site path (the course page). */
  leaveUrl: string;
}

export type MeetingPage =
  { kind: 'join'; launch: MeetingLaunch } | { kind: 'left'; leaveUrl: string } | { kind: 'invalid' };

function sameSitePath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/**
 * What the page's address asks for: joining (the spec's meetingNumber, signature, userName, userEmail, passWord, plus
 * customerKey and leaveUrl), the page Zoom sends a participant to after leaving (`left=1`), or nothing valid.
 */
export function readMeetingPage(params: URLSearchParams): MeetingPage {
  const leaveUrl = sameSitePath(params.get('leaveUrl'), '/dashboard/learning');
  if (params.get('left') === '1') return { kind: 'left', leaveUrl };
  const meetingNumber = (params.get('meetingNumber') ?? '').replace(/\s+/g, '');
  const signature = params.get('signature') ?? '';
  if (!/^\d{6,14}$/.test(meetingNumber) || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(signature))
    return { kind: 'invalid' };
  return {
    kind: 'join',
    launch: {
      meetingNumber,
      signature,
      userName: params.get('userName')?.trim().slice(0, 100) || 'Attendee',
      userEmail: params.get('userEmail')?.trim() ?? '',
      passWord: params.get('passWord') ?? '',
      customerKey: (params.get('customerKey') ?? '').slice(0, 36),
      leaveUrl,
    },
  };
}

/** The address Zoom sends a participant to after leaving: this page again, which hands over to the live room. */
export function leftPageUrl(origin: string, pagePath: string, leaveUrl: string): string {
  return `${origin}${pagePath}?${new URLSearchParams({ left: '1', leaveUrl }).toString()}`;
}

/** The SDK's scripts, in load order: the React 18.2 stack it vendors in lib/vendor, then the Client View itself. */
export function sdkScripts(base: string, script: string): string[] {
  const vendor = ['react.min.js', 'react-dom.min.js', 'redux.min.js', 'redux-thunk.min.js', 'lodash.min.js'];
  return [...vendor.map((file) => `${base}/lib/vendor/${file}`), `${base}/${script}`];
}

/** ZoomMtg.init's options: assets from our origin only (no hot-fix bundle from Zoom's CDN: patchJsMedia off). */
export function initOptions(leaveUrl: string, crossOriginIsolated: boolean) {
  return {
    leaveUrl,
    patchJsMedia: false,
    disableCORP: !crossOriginIsolated,
    disablePreview: false,
    isSupportChat: true,
    isSupportQA: true,
    meetingInfo: ['topic', 'host', 'participant', 'dc', 'enctype'],
  };
}

/** ZoomMtg.join's options (note Zoom's capital W in passWord). */
export function joinOptions(launch: MeetingLaunch) {
  return {
    signature: launch.signature,
    meetingNumber: launch.meetingNumber,
    userName: launch.userName,
    userEmail: launch.userEmail,
    passWord: launch.passWord,
    ...(launch.customerKey ? { customerKey: launch.customerKey } : {}),
  };
}
