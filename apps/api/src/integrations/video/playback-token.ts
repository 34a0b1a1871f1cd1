import { importPKCS8, jwtVerify, SignJWT, type CryptoKey, type KeyObject } from 'jose';

/**
 * Playback tokens in Mux's claim layout (see README.md beside this file): RS256, `sub` = playback id, `aud` = v (video),
 * t (thumbnail), s (storyboard), `exp`, `kid` in the header and the claims, extra parameters (thumbnail `time`,
 * `width`) as claims. The Mux adapter signs with the Mux signing key; the local adapter signs with its own key and
 * verifies in its media routes, so the token-issuing path is the same code offline.
 */
export type PlaybackAudience = 'v' | 't' | 's';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | KeyObject;
}

export async function signPlaybackToken(
  key: SigningKey,
  claims: {
    playbackId: string;
    audience: PlaybackAudience;
    expiresInSeconds: number;
    params?: Record<string, string>;
  },
  now: Date,
): Promise<string> {
  return new SignJWT({ ...claims.params, kid: key.kid })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid })
    .setSubject(claims.playbackId)
    .setAudience(claims.audience)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + claims.expiresInSeconds)
    .sign(key.privateKey);
}

/** The claims of a valid token for this playback id and audience, or null (expired, forged, other asset). */
export async function verifyPlaybackToken(
  publicKey: CryptoKey | KeyObject,
  token: string,
  expected: { playbackId: string; audience: PlaybackAudience },
  now: Date,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['RS256'],
      audience: expected.audience,
      subject: expected.playbackId,
      currentDate: now,
    });
    return payload;
  } catch {
    return null;
  }
}

/** Mux hands out the private key as base64-encoded PEM; accept that or the PEM itself (PKCS#8 or PKCS#1). */
export async function importSigningKey(kid: string, privateKey: string): Promise<SigningKey> {
  const pem = privateKey.includes('-----BEGIN')
    ? privateKey
    : Buffer.from(privateKey, 'base64').toString('utf8');
  if (pem.includes('BEGIN RSA PRIVATE KEY')) {
    const { createPrivateKey } = await import('node:crypto');
    return { kid, privateKey: createPrivateKey(pem) };
  }
  return { kid, privateKey: await importPKCS8(pem, 'RS256') };
}
