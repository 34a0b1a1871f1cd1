import type { SubscriptionStatus } from '@counsel/contracts';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HEARTBEAT_RULES, type HeartbeatRules } from '@counsel/domain';
import type { Database, DatabaseHandle } from '../db/database.js';
import { courseMedia } from '../db/schema/video.js';
import { defaultMediaDir, LocalMediaLibrary } from '../integrations/video/local/local-media.js';
import {
  createLocalMediaKeys,
  LocalVideoProvider,
} from '../integrations/video/local/local-video-provider.js';
import { systemClock, type Clock } from '../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../integrations/auth/auth-verifier.js';
import { BillingRepository } from '../modules/billing/billing.repository.js';
import { EntitlementsRepository } from '../modules/entitlements/entitlements.repository.js';
import { EntitlementsService } from '../modules/entitlements/entitlements.service.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { CoursesService } from '../modules/courses/courses.service.js';
import { LearningRepository } from '../modules/learning/learning.repository.js';
import { LearningService } from '../modules/learning/learning.service.js';
import { VideoRepository } from '../modules/video/video.repository.js';
import { VideoService } from '../modules/video/video.service.js';
import { createVerifiedUser } from './identity-helpers.js';
import { ManualClock } from './manual-clock.js';

/** The real demo recording every learning test plays (apps/api/media/<key>). */
export const DEMO_ASSET = 'ethics-of-remote-practice';

/** Gives a course the demo recording, with its real duration, chapters and captions. */
export async function attachDemoRecording(
  db: Database,
  courseId: string,
  assetKey = DEMO_ASSET,
): Promise<number> {
  const manifest = await new LocalMediaLibrary(defaultMediaDir()).manifest(assetKey);
  if (!manifest) throw new Error(`demo media ${assetKey} is missing: run scripts/demo-media/generate.mjs`);
  await db
    .insert(courseMedia)
    .values({
      courseId,
      provider: 'LOCAL',
      assetKey,
      durationSeconds: manifest.durationSeconds,
      chapters: manifest.chapters,
      captions: manifest.captions.map((caption) => ({
        language: caption.language,
        label: caption.label,
        ref: caption.language,
      })),
    })
    .onConflictDoNothing();
  return manifest.durationSeconds;
}

let lawyers = 0;

/** A verified lawyer with an active individual membership, as the payment webhook job writes it. */
export async function newMember(app: FastifyInstance, db: Database, appUrl: string, prefix = 'viewer') {
  lawyers += 1;
  const name = `Avery Viewer ${lawyers}`;
  const session = await createVerifiedUser(app, db, appUrl, {
    fullName: name,
    email: `${prefix}.${lawyers}.${Date.now()}@example.com`,
    password: 'quiet-harbour-lantern-58',
  });
  const userId = decodeJwt(session.token).sub ?? '';
  await setMembershipStatus(db, userId, 'ACTIVE');
  const identity: VerifiedIdentity = {
    subject: userId,
    issuer: appUrl,
    email: null,
    emailVerified: true,
    role: 'USER',
  };
  return { userId, name, identity, headers: { authorization: `Bearer ${session.token}` } };
}
export type Member = Awaited<ReturnType<typeof newMember>>;

export async function setMembershipStatus(
  db: Database,
  userId: string,
  status: SubscriptionStatus,
): Promise<void> {
  await new BillingRepository(db).upsertSubscription({
    provider: 'sandbox',
    providerSubscriptionId: `sub_video_${userId}`,
    providerCustomerId: `cus_video_${userId}`,
    userId,
    priceId: 'individual-monthly',
    status,
    seats: 1,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    canceledAt: status === 'CANCELED' ? new Date() : null,
  });
}

/** The learning service on a test database, wired as composition/learning.ts wires it. */
export function learningServiceFor(
  database: DatabaseHandle,
  courses = new CoursesService(new CoursesRepository(database.db)),
  clock: Clock = systemClock,
) {
  const { db } = database;
  return new LearningService(
    new LearningRepository(db),
    new EntitlementsService(new EntitlementsRepository(db)),
    courses,
    new VideoRepository(db, database.lookups),
    clock,
  );
}

/** The video service on a test database, on a clock the test moves: heartbeats are judged at chosen times. */
export async function videoServiceFor(database: DatabaseHandle, rules: Partial<HeartbeatRules> = {}) {
  const clock = new ManualClock();
  const learning = learningServiceFor(database, undefined, clock);
  const keys = await createLocalMediaKeys();
  const service = new VideoService(
    new VideoRepository(database.db, database.lookups),
    learning,
    { LOCAL: new LocalVideoProvider(new LocalMediaLibrary(defaultMediaDir()), keys.signing, clock) },
    { ...DEFAULT_HEARTBEAT_RULES, ...rules },
    clock,
  );
  return { service, learning, clock };
}
