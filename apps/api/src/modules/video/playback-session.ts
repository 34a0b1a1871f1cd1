import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { BoundedMap } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';

/**
 * What GET /api/mux/{courseId} granted, carried by the playback-session token so that a heartbeat needs no lookup of
 * the user, course, enrollment, entitlements or media: whose playback, of which enrollment and course, how long the
 * video is, and how the enrollment gives access. Access that ends while the token lives is caught by the heartbeat's
 * statement itself, which re-checks the enrollment, the course and (for a MEMBERSHIP enrollment) the membership
 * (video.repository.ts `judgeTarget`).
 */
export interface PlaybackSessionClaims {
  /** The playback session, issued by the server when playback starts. */
  playbackSessionId: string;
  /** users.id (the identity's subject): the heartbeat's caller must be this user. */
  userId: string;
  enrollmentId: string;
  courseId: string;
  courseSlug: string;
  access: 'MEMBERSHIP' | 'PURCHASE';
  durationSeconds: number;
  /** Server time the playback started, epoch ms. */
  issuedAt: number;
  /** Epoch ms after which heartbeats must fetch a new playback. */
  expiresAt: number;
}

const VERSION = 'ps1';

function toBase64Url(value: Buffer | string): string {
  return Buffer.from(value).toString('base64url');
}

function isClaims(value: unknown): value is PlaybackSessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.playbackSessionId === 'string' &&
    typeof claims.userId === 'string' &&
    typeof claims.enrollmentId === 'string' &&
    typeof claims.courseId === 'string' &&
    typeof claims.courseSlug === 'string' &&
    (claims.access === 'MEMBERSHIP' || claims.access === 'PURCHASE') &&
    typeof claims.durationSeconds === 'number' &&
    Number.isFinite(claims.durationSeconds) &&
    claims.durationSeconds > 0 &&
    typeof claims.issuedAt === 'number' &&
    typeof claims.expiresAt === 'number'
  );
}

/** Verified tokens one instance remembers (about 1 KB each). */
const TOKENS_REMEMBERED = 20_000;

const invalid = () =>
  new AppError(
    'PLAYBACK_SESSION_INVALID',
    'This playback session is not valid: reload the video to continue.',
  );

/**
 * Signed, short-lived playback-session tokens (HMAC-SHA256 with a server secret, checked without the database):
 * `ps1.<claims, base64url JSON>.<signature, base64url>`.
 */
export class PlaybackSessionTokens {
  private readonly key: Buffer;
  /**
   * Tokens whose signature and claims checked out, with their claims (a player sends the same token with every
   * heartbeat; the HMAC and the parse were 5 % of a heartbeat's server time). Expiry is still checked every time.
   */
  private readonly verified = new BoundedMap<string, PlaybackSessionClaims>(TOKENS_REMEMBERED);

  /** `secret`: PLAYBACK_SESSION_SECRET, or one derived from the identity secret (apps/api/src/composition/learning.ts). */
  constructor(
    secret: string | Buffer = randomBytes(32),
    private readonly clock: Pick<Clock, 'now'>,
    private readonly lifetimeMs = 4 * 60 * 60 * 1000,
  ) {
    this.key = createHmac('sha256', secret).update('counsel playback session v1').digest();
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(`${VERSION}.${body}`).digest('base64url');
  }

  issue(
    claims: Omit<PlaybackSessionClaims, 'playbackSessionId' | 'issuedAt' | 'expiresAt'>,
    notAfter?: Date,
  ) {
    const issuedAt = this.clock.now().getTime();
    const expiresAt = Math.min(issuedAt + this.lifetimeMs, notAfter?.getTime() ?? Infinity);
    const full: PlaybackSessionClaims = { ...claims, playbackSessionId: randomUUID(), issuedAt, expiresAt };
    const body = toBase64Url(JSON.stringify(full));
    return { token: `${VERSION}.${body}.${this.sign(body)}`, claims: full };
  }

  /**
   * The claims of a token this server signed that has not expired, or 401 PLAYBACK_SESSION_INVALID /
   * PLAYBACK_SESSION_EXPIRED (the player then asks for a new playback).
   */
  verify(token: string): PlaybackSessionClaims {
    const claims = this.verified.get(token) ?? this.checkSignature(token);
    if (claims.expiresAt <= this.clock.now().getTime()) {
      this.verified.delete(token);
      throw new AppError('PLAYBACK_SESSION_EXPIRED', 'This playback session has expired: reload the video.');
    }
    return claims;
  }

  /**
   * The claims of a token signed with this server's key (remembered: at most TOKENS_REMEMBERED, the least recently
   * used out).
   */
  private checkSignature(token: string): PlaybackSessionClaims {
    const [version, body, signature, extra] = token.split('.');
    if (version !== VERSION || !body || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    if (!isClaims(claims)) throw invalid();
    this.verified.set(token, claims);
    return claims;
  }
}
