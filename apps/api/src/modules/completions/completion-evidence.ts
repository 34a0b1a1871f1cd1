import type { LiveAttendanceSummary } from '@counsel/contracts';
import type { LiveEvidence, OnDemandEvidence, VerificationEvidence } from '../../db/schema/completions.js';
import type { LiveAttendanceFacts } from '../live/live-attendance.js';
import type { AttendanceFacts } from '../video/video.service.js';

/** What the questionnaires module says about a lawyer's course (questionnaires.service.ts). */
export interface QuestionnaireRequirements {
  creditRequirements(
    userId: string,
    courseId: string,
  ): Promise<{
    evaluation: { submittedAt: Date } | null;
    knowledgeCheck:
      { required: false } | { required: true; passed: { scorePercent: number; attempt: number } | null };
  }>;
}

export type Questionnaires = Awaited<ReturnType<QuestionnaireRequirements['creditRequirements']>>;

/*
 * What a completion keeps as proof of attendance, and the sentence the certificate prints from it: on demand (the
 * recording watched, each code entered) or live (the session's presence, the codes, the verified minutes).
 */

export interface Proof {
  evidence: VerificationEvidence;
  coveragePercent: number;
  attendedFrom: Date;
}

function knowledgeCheckEvidence(questionnaires: Questionnaires) {
  return questionnaires.knowledgeCheck.required && questionnaires.knowledgeCheck.passed
    ? questionnaires.knowledgeCheck.passed
    : null;
}

export function toLiveSummary(live: LiveAttendanceFacts): LiveAttendanceSummary {
  return {
    sessionId: live.session.id,
    startsAt: live.session.startsAt.toISOString(),
    endsAt: live.session.endsAt.toISOString(),
    durationMinutes: live.session.durationMinutes,
    sessionEnded: live.ended,
    presentMinutes: Math.floor(live.attendance.presentSeconds / 60),
    verifiedMinutes: live.attendance.verifiedMinutes,
    minimumMinutes: live.attendance.minimumMinutes,
    codesShown: live.attendance.codesShown,
    codesEntered: live.attendance.codesEntered,
  };
}

/** The proof kept with a live completion: the session, the presence, each code and the verified minutes. */
export function liveProof(
  live: LiveAttendanceFacts,
  evaluationSubmittedAt: Date,
  questionnaires: Questionnaires,
): Proof {
  const evidence: LiveEvidence = {
    method: 'LIVE_ATTENDANCE',
    sessionId: live.session.id,
    startsAt: live.session.startsAt.toISOString(),
    durationMinutes: live.session.durationMinutes,
    presenceSource: live.session.onZoom ? 'ZOOM' : 'BUILT_IN_ROOM',
    presence: live.presence.map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()]),
    presentMinutes: Math.floor(live.attendance.presentSeconds / 60),
    verifiedMinutes: live.attendance.verifiedMinutes,
    minimumMinutes: live.attendance.minimumMinutes,
    codes: live.codes.map((code) => ({
      ordinal: code.ordinal,
      momentSeconds: code.momentSeconds,
      enteredAt: code.enteredAt ? code.enteredAt.toISOString() : null,
    })),
    evaluationSubmittedAt: evaluationSubmittedAt.toISOString(),
    knowledgeCheck: knowledgeCheckEvidence(questionnaires),
  };
  const firstPresence = live.presence[0]?.[0];
  return {
    evidence,
    coveragePercent: Math.round((live.attendance.verifiedMinutes / live.session.durationMinutes) * 1000) / 10,
    attendedFrom: firstPresence !== undefined ? new Date(firstPresence) : live.session.startsAt,
  };
}

/** The proof kept with an on-demand completion; called once every requirement is met (each checkpoint verified). */
export function onDemandProof(
  facts: AttendanceFacts,
  evaluationSubmittedAt: Date,
  questionnaires: Questionnaires,
  enrolledFrom: Date,
): Proof {
  const evidence: OnDemandEvidence = {
    method: 'ATTENDANCE_CODES',
    coveragePercent: facts.coveragePercent,
    watchedSeconds: facts.watchedSeconds,
    durationSeconds: facts.durationSeconds,
    heartbeats: facts.heartbeats,
    checkpoints: facts.checkpoints.flatMap((checkpoint) =>
      checkpoint.verifiedAt
        ? [
            {
              ordinal: checkpoint.ordinal,
              momentSeconds: checkpoint.momentSeconds,
              codesShown: checkpoint.codesShown,
              verifiedAt: checkpoint.verifiedAt.toISOString(),
            },
          ]
        : [],
    ),
    evaluationSubmittedAt: evaluationSubmittedAt.toISOString(),
    knowledgeCheck: knowledgeCheckEvidence(questionnaires),
  };
  return {
    evidence,
    coveragePercent: facts.coveragePercent,
    attendedFrom: facts.firstPlayedAt ?? enrolledFrom,
  };
}

/** The sentence printed on the certificate and kept with the completion (NY: proof of the sponsor's verification). */
export function verificationMethodText(evidence: VerificationEvidence): string {
  if (evidence.method === 'LIVE_ATTENDANCE') return liveVerificationText(evidence);
  const codes = evidence.checkpoints.length;
  const parts = [
    `Provider-verified attendance: ${codes} attendance ${codes === 1 ? 'code' : 'codes'} shown at random, undisclosed moments of the recording and entered by the attendee`,
    `${Math.min(100, evidence.coveragePercent)}% of the recording watched, checked against the server clock`,
    'course evaluation submitted',
  ];
  if (evidence.knowledgeCheck)
    parts.push(`knowledge check passed (${evidence.knowledgeCheck.scorePercent}%)`);
  return `${parts.join('; ')}.`;
}

function liveVerificationText(evidence: LiveEvidence): string {
  const shown = evidence.codes.length;
  const entered = evidence.codes.filter((code) => code.enteredAt !== null).length;
  const source =
    evidence.presenceSource === 'ZOOM'
      ? "presence recorded from the Zoom session's join and leave events"
      : 'presence recorded by the server from the live room';
  const parts = [
    `Provider-verified live attendance: ${source}`,
    `${entered} of ${shown} attendance ${shown === 1 ? 'code' : 'codes'} shown at random, undisclosed moments of the session entered by the attendee`,
    `${evidence.verifiedMinutes} of the session's ${evidence.durationMinutes} minutes verified`,
    'course evaluation submitted',
  ];
  if (evidence.knowledgeCheck)
    parts.push(`knowledge check passed (${evidence.knowledgeCheck.scorePercent}%)`);
  return `${parts.join('; ')}.`;
}
