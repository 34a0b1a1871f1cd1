import type { ZoomSignature } from '@counsel/contracts';
import { paths } from '../../../config/paths';

/** The live webinar view is opened with these query parameters (docs/product-rules.md#route-table). */
export interface ZoomLaunchParams {
  meetingNumber: string;
  signature: string;
  sdkKey: string;
  userName: string;
  userEmail: string;
  passWord: string;
  role: string;
  courseId: string | null;
  /** Only a same-site path is kept, so a crafted link cannot send people elsewhere. */
  leaveUrl: string | null;
}

function sameSitePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Reads the launch parameters; null when the ones needed to join (meeting number of 6–14 digits as the ZoomSignature contract, signature, SDK key) are missing. */
export function readZoomLaunchParams(params: URLSearchParams): ZoomLaunchParams | null {
  const meetingNumber = params.get('meetingNumber')?.replace(/\s+/g, '') ?? '';
  const signature = params.get('signature') ?? '';
  const sdkKey = params.get('sdkKey') ?? '';
  if (!/^\d{6,14}$/.test(meetingNumber) || signature === '' || sdkKey === '') return null;
  return {
    meetingNumber,
    signature,
    sdkKey,
    userName: params.get('userName')?.trim() || 'Guest',
    userEmail: params.get('userEmail') ?? '',
    passWord: params.get('passWord') ?? '',
    role: params.get('role') ?? '0',
    courseId: params.get('courseId'),
    leaveUrl: sameSitePath(params.get('leaveUrl')),
  };
}

/**
 * The live webinar view's address for a signature: `/zoom-client-view?meetingNumber=…&signature=…&userName=…
 * &userEmail=…&passWord=…&sdkKey=…&role=0&courseId=…&leaveUrl=…` (role 0: attendee; leaveUrl: where Leave returns).
 */
export function buildZoomClientViewPath(
  signature: Pick<
    ZoomSignature,
    'meetingNumber' | 'signature' | 'userName' | 'userEmail' | 'password' | 'appKey' | 'courseId'
  >,
  leaveUrl: string,
): string {
  const params = new URLSearchParams({
    meetingNumber: signature.meetingNumber,
    signature: signature.signature,
    userName: signature.userName,
    userEmail: signature.userEmail,
    passWord: signature.password,
    sdkKey: signature.appKey,
    role: '0',
    courseId: signature.courseId,
  });
  const leave = sameSitePath(leaveUrl);
  if (leave) params.set('leaveUrl', leave);
  return `${paths.zoomClientView}?${params.toString()}`;
}
