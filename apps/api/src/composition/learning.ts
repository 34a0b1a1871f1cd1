import { DEFAULT_HEARTBEAT_RULES } from '@counsel/domain';
import { registerJob } from '../integrations/jobs/job-registry.js';
import { schedulePeriodicSweep } from '../integrations/jobs/periodic-sweep.js';
import { renderCertificatePdf } from '../modules/certificates/certificate-pdf.js';
import { CERTIFICATE_JOB, CertificateIssuer } from '../modules/completions/certificate-issuer.js';
import { CompletionsRepository } from '../modules/completions/completions.repository.js';
import { CompletionsService } from '../modules/completions/completions.service.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { CoursesService } from '../modules/courses/courses.service.js';
import type { EntitlementsService } from '../modules/entitlements/entitlements.service.js';
import { LearningRepository } from '../modules/learning/learning.repository.js';
import { LearningService } from '../modules/learning/learning.service.js';
import { LiveAttendanceReader } from '../modules/live/live-attendance.js';
import { LiveRoomRepository } from '../modules/live/live-room.repository.js';
import { QuestionnairesRepository } from '../modules/questionnaires/questionnaires.repository.js';
import { QuestionnairesService } from '../modules/questionnaires/questionnaires.service.js';
import { PlaybackSessionTokens } from '../modules/video/playback-session.js';
import { VideoRepository } from '../modules/video/video.repository.js';
import { VideoService } from '../modules/video/video.service.js';
import type { Platform } from './platform.js';

/**
 * Learning: enrollment, the video port with its heartbeat judge, questionnaires, completions, and the certificate
 * job with its sweep (a completion whose certificate job was lost or gave up gets it queued again, ADR 009).
 * `secret` signs playback sessions unless PLAYBACK_SESSION_SECRET is set.
 */
export async function composeLearning(
  {
    config,
    db,
    database,
    clock,
    queue,
    unitOfWork,
    notifications,
    metrics,
    app,
    videoProviders,
    liveRooms,
  }: Platform,
  entitlements: EntitlementsService,
  secret: string,
) {
  const videoRepository = new VideoRepository(db, database.lookups);
  const learning = new LearningService(
    new LearningRepository(db),
    entitlements,
    new CoursesService(new CoursesRepository(db)),
    videoRepository,
    clock,
  );
  const video = new VideoService(
    videoRepository,
    learning,
    videoProviders.providers,
    { ...DEFAULT_HEARTBEAT_RULES, maxPlaybackRate: config.PLAYBACK_MAX_RATE },
    clock,
    new PlaybackSessionTokens(config.PLAYBACK_SESSION_SECRET ?? secret, clock),
  );
  const questionnaires = new QuestionnairesService(new QuestionnairesRepository(db), learning);
  const completionsRepository = new CompletionsRepository(db);
  const certificates = new CertificateIssuer(
    completionsRepository,
    unitOfWork,
    notifications,
    renderCertificatePdf,
    {
      name: config.CERTIFICATE_PROVIDER_NAME,
      address: config.CERTIFICATE_PROVIDER_ADDRESS,
      email: config.CERTIFICATE_PROVIDER_EMAIL,
      phone: config.CERTIFICATE_PROVIDER_PHONE,
      website: config.APP_URL,
    },
    clock,
  );
  const completions = new CompletionsService(
    completionsRepository,
    learning,
    video,
    new LiveAttendanceReader(new LiveRoomRepository(db), liveRooms, clock),
    questionnaires,
    unitOfWork,
    config.CERTIFICATE_PROVIDER_NAME,
    clock,
  );
  await registerJob(queue, CERTIFICATE_JOB, async (payload) => {
    if (await certificates.issueCertificate(payload)) metrics.certificateIssued();
  });
  schedulePeriodicSweep(app, 'certificates', config.NODE_ENV === 'test' ? null : 60_000, () =>
    certificates.requeueMissingCertificates(),
  );
  return { learning, video, questionnaires, completions, completionsRepository };
}
