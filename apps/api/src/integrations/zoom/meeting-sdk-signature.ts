import { SignJWT } from 'jose';

/** How long a Meeting SDK signature lives: 2 hours (Zoom accepts exp − iat within [1800 s, 172800 s]). */
export const SIGNATURE_LIFETIME_SECONDS = 2 * 60 * 60;
/** iat is set this far in the past, so a client clock slightly ahead of ours is not refused. */
export const SIGNATURE_CLOCK_SKEW_SECONDS = 30;

export interface MeetingSdkCredentials {
  /** The Meeting SDK app's key (client id), sent to the browser as appKey. */
  key: string;
  secret: string;
}

export interface MeetingSdkSignature {
  signature: string;
  appKey: string;
  expiresAt: Date;
}

/**
 * The Zoom Meeting SDK JWT (ADR 015): HS256 with the SDK secret over
 * {appKey, sdkKey, mn, role, iat, exp, tokenExp}; role 0 joins as an attendee.
 */
export async function signMeetingSdkJwt(
  credentials: MeetingSdkCredentials,
  meetingNumber: string,
  role: 0 | 1,
  now: Date,
): Promise<MeetingSdkSignature> {
  const iat = Math.floor(now.getTime() / 1000) - SIGNATURE_CLOCK_SKEW_SECONDS;
  const exp = iat + SIGNATURE_LIFETIME_SECONDS;
  const signature = await new SignJWT({
    appKey: credentials.key,
    sdkKey: credentials.key,
    mn: meetingNumber,
    role,
    tokenExp: exp,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(credentials.secret));
  return { signature, appKey: credentials.key, expiresAt: new Date(exp * 1000) };
}
