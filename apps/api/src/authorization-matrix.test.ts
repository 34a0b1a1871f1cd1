import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema, UserJurisdictionListSchema, UserPracticeAreaListSchema } from '@counsel/contracts';
import { testConfig } from './config/env.js';
import { courses } from './db/schema/courses.js';
import type { RouteAccess } from './plugins/route-access.js';
import {
  ACTOR_PASSWORD,
  ACTORS,
  createSignedInActors,
  SIGNED_IN_ACTORS,
  signWithIssuerKey,
  type ActorName,
  type SignedInActor,
  type SignedInActorName,
} from './testing/authorization-actors.js';
import { seedMembershipPlans } from './seed/seed-memberships.js';
import { seedCatalogFixtures } from './testing/catalog-fixtures.js';
import { createGoogleTestIssuer } from './testing/identity-helpers.js';
import { attachDemoRecording, DEMO_ASSET } from './testing/learning-fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { BillingRepository } from './modules/billing/billing.repository.js';

/**
 * The authorization matrix: every route the app registers × every kind of caller. Each cell is
 * the status the caller must get with a valid request; every response is < 500, every error is
 * `{ error: { code } }`, and no response carries anything of another user. A new route without a row fails
 * the first test: add it to ROWS below (or to SKIPPED, with the reason).
 */

const APP_URL = 'http://counsel.test';
const SECRET = testConfig().BETTER_AUTH_SECRET ?? '';
let t: TestApp;
let people: Record<SignedInActorName, SignedInActor>;
let courseId = '';
/** A course every signed-in actor bought (beforeAll), so each may enroll in it: the learning rows. */
let boughtCourseId = '';
/** A Google ID token per caller, for a new address each (POST /api/auth/register-google). */
const googleTokens = {} as Record<ActorName, string>;

/** What each signed-in actor owns: admissions with distinctive bar numbers, a practice-area selection, a new name. */
const OWN: Record<
  SignedInActorName,
  { renamed: string; bar: { NY: string; TX: string; CA: string }; areas: string[] }
> = {
  guest: {
    renamed: 'Gwendolyn Guestford-Marlowe',
    bar: { NY: 'NYG-730114', TX: 'TXG-730115', CA: 'CAG-730116' },
    areas: ['divorce', 'family'],
  },
  user: {
    renamed: 'Ulrika Userholm-Brandt',
    bar: { NY: 'NYU-581402', TX: 'TXU-581403', CA: 'CAU-581404' },
    areas: ['banking'],
  },
  enterprise: {
    renamed: 'Evander Firmwright-Calloway',
    bar: { NY: 'NYE-264907', TX: 'TXE-264908', CA: 'CAE-264909' },
    areas: ['ethics'],
  },
  another: {
    renamed: 'Anouk Otherwell-Sørensen',
    bar: { NY: 'NYA-918370', TX: 'TXA-918371', CA: 'CAA-918372' },
    areas: [],
  },
  staff: {
    renamed: 'Stellan Staffordshire-Quill',
    bar: { NY: 'NYS-447201', TX: 'TXS-447202', CA: 'CAS-447203' },
    areas: ['family'],
  },
};
/** Admission ids per actor, filled in beforeAll. */
const admissions = {} as Record<SignedInActorName, { NY: string; TX: string }>;
/** An external credit per actor (its title names the actor), filled in beforeAll. */
const externalCreditIds = {} as Record<SignedInActorName, string>;
const externalCreditTitle = (name: SignedInActorName) => `Outside course of ${OWN[name].renamed}`;
const externalCredit = (name: SignedInActorName) => ({
  provider: 'Another Provider',
  title: externalCreditTitle(name),
  completedOn: '2025-02-03',
  format: 'LIVE',
  lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1 }],
});
const CERTIFICATE_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
/** The other guest and the visitor try the owner's (the guest's) credit; everyone else their own. */
const externalCreditOf = (actor: ActorName) =>
  actor === 'another' || actor === 'visitor' ? externalCreditIds.guest : externalCreditIds[actor];
const STOLEN_BAR_NUMBER = 'STOLEN-BY-ANOTHER';
/** A firm member id that exists in no firm. */
const NOBODYS_MEMBER_ID = '00000000-0000-4000-8000-000000000000';

/** Everything that identifies a signed-in actor or their data: none of it may reach anyone else. */
function secretsOf(name: SignedInActorName): string[] {
  const person = people[name];
  return [
    person.userId,
    person.email,
    person.fullName,
    OWN[name].renamed,
    ...Object.values(OWN[name].bar),
    admissions[name].NY,
    admissions[name].TX,
    externalCreditIds[name],
    externalCreditTitle(name),
  ];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
interface MatrixRow {
  /** The route as registered: method and Fastify URL pattern. */
  route: `${Method} ${string}`;
  /** Its `config.access`; null for a plugin's own pages (no declaration: open, like public). */
  access: RouteAccess | null;
  /** The status of a caller the access rule lets in. */
  ok: number;
  /** A valid request for this actor (default: the route's URL, no body). */
  call?: (actor: ActorName) => Call;
  /** Cells where the route itself, not the access rule, answers (with the reason in the row's comment). */
  except?: Partial<Record<ActorName, number>>;
}

const own = (actor: ActorName): SignedInActorName => (actor === 'visitor' ? 'guest' : actor);

/**
 * One row per registered route. `another` is the second guest: on routes that take another user's resource id
 * it is given the guest's (the owner's) id, and must get 404 as if the row did not exist; the visitor is given
 * the same id and gets 401 before anything is looked up.
 */
const ROWS: MatrixRow[] = [
  { route: 'GET /api/health', access: 'public', ok: 200 },
  { route: 'GET /api/ready', access: 'public', ok: 200 },
  { route: 'GET /api/openapi.json', access: 'public', ok: 200 },
  // For search engines (modules/public-pages): the same for everyone.
  { route: 'GET /sitemap.xml', access: 'public', ok: 200 },
  { route: 'GET /robots.txt', access: 'public', ok: 200 },
  // The docs UI of @fastify/swagger-ui (route-audit's PLUGIN_ROUTES): static, the same for everyone.
  { route: 'GET /api/docs', access: null, ok: 200 },
  { route: 'GET /api/docs/json', access: null, ok: 200 },
  { route: 'GET /api/docs/yaml', access: null, ok: 200 },
  { route: 'GET /api/docs/static/index.html', access: null, ok: 302 }, // redirects to the docs page
  { route: 'GET /api/docs/static/swagger-initializer.js', access: null, ok: 200 },
  {
    route: 'GET /api/docs/static/*',
    access: null,
    ok: 200,
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    route: 'POST /api/auth/register',
    access: 'public',
    ok: 201,
    call: (actor) => ({
      url: '/api/auth/register',
      payload: {
        fullName: `Registered By ${actor}`,
        email: `registered.by.${actor}@example.com`,
        password: 'copper-meadow-kite-77',
        acceptTerms: true,
      },
    }),
  },
  { route: 'GET /api/auth/providers', access: 'public', ok: 200 },
  {
    // Google sign-in is on in this app, over a local key set (createGoogleTestIssuer): each caller signs up anew.
    route: 'POST /api/auth/register-google',
    access: 'public',
    ok: 200,
    call: (actor) => ({ url: '/api/auth/register-google', payload: { token: googleTokens[actor] } }),
  },
  { route: 'GET /api/user/subscription', access: 'signed-in', ok: 200 },
  { route: 'GET /api/user/enterprise', access: 'signed-in', ok: 200 },
  {
    route: 'POST /api/user/change-name',
    access: 'signed-in',
    ok: 200,
    call: (actor) => ({ url: '/api/user/change-name', payload: { fullName: OWN[own(actor)].renamed } }),
  },
  { route: 'GET /api/user/verify-email', access: 'signed-in', ok: 200 },
  { route: 'GET /api/jurisdiction', access: 'signed-in', ok: 200 },
  {
    route: 'POST /api/jurisdiction',
    access: 'signed-in',
    ok: 201,
    call: (actor) => ({
      url: '/api/jurisdiction',
      payload: { jurisdictionCode: 'CA', barNumber: OWN[own(actor)].bar.CA, complianceGroup: 'G1' },
    }),
  },
  {
    // Each lawyer changes their own New York admission; the other guest tries the owner's.
    route: 'PUT /api/jurisdiction/:jurisdictionId',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) =>
      actor === 'another' || actor === 'visitor'
        ? { url: `/api/jurisdiction/${admissions.guest.NY}`, payload: { barNumber: STOLEN_BAR_NUMBER } }
        : {
            url: `/api/jurisdiction/${admissions[actor].NY}`,
            payload: { barNumber: OWN[actor].bar.NY, admittedOn: '2016-09-01' },
          },
  },
  {
    // Each lawyer removes their own Texas admission; the other guest tries the owner's New York one.
    route: 'DELETE /api/jurisdiction/:jurisdictionId',
    access: 'signed-in',
    ok: 204,
    except: { another: 404 },
    call: (actor) => ({
      url: `/api/jurisdiction/${actor === 'another' || actor === 'visitor' ? admissions.guest.NY : admissions[actor].TX}`,
    }),
  },
  { route: 'GET /api/compliance/rules', access: 'public', ok: 200 },
  // The tracker reads the caller's admissions and credits only; the bar numbers in it are each actor's own.
  { route: 'GET /api/compliance', access: 'signed-in', ok: 200 },
  {
    // Each lawyer reads their own New York admission; the other guest tries the owner's.
    route: 'GET /api/compliance/:admissionId',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) => ({
      url: `/api/compliance/${actor === 'another' || actor === 'visitor' ? admissions.guest.NY : admissions[actor].NY}`,
    }),
  },
  {
    // The New York admission was given its admission date by the PUT row above: its period can be placed.
    route: 'GET /api/compliance/:admissionId/audit-pack.zip',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) => ({
      url: `/api/compliance/${actor === 'another' || actor === 'visitor' ? admissions.guest.NY : admissions[actor].NY}/audit-pack.zip`,
    }),
  },
  {
    // Each lawyer's answer is computed from their own admissions and credits.
    route: 'GET /api/courses/:courseId/applicability',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/courses/${courseId}/applicability` }),
  },
  { route: 'GET /api/external-credits', access: 'signed-in', ok: 200 },
  {
    route: 'POST /api/external-credits',
    access: 'signed-in',
    ok: 201,
    call: (actor) => ({ url: '/api/external-credits', payload: externalCredit(own(actor)) }),
  },
  {
    route: 'PUT /api/external-credits/:externalCreditId',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) => ({
      url: `/api/external-credits/${externalCreditOf(actor)}`,
      payload:
        actor === 'another'
          ? { ...externalCredit('another'), title: STOLEN_BAR_NUMBER }
          : externalCredit(own(actor)),
    }),
  },
  {
    route: 'PUT /api/external-credits/:externalCreditId/certificate',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) => ({
      url: `/api/external-credits/${externalCreditOf(actor)}/certificate?fileName=certificate.pdf`,
      payload: CERTIFICATE_PDF,
      headers: { 'content-type': 'application/pdf' },
    }),
  },
  {
    route: 'GET /api/external-credits/:externalCreditId/certificate',
    access: 'signed-in',
    ok: 200,
    except: { another: 404 },
    call: (actor) => ({ url: `/api/external-credits/${externalCreditOf(actor)}/certificate` }),
  },
  {
    route: 'DELETE /api/external-credits/:externalCreditId/certificate',
    access: 'signed-in',
    ok: 204,
    except: { another: 404 },
    call: (actor) => ({ url: `/api/external-credits/${externalCreditOf(actor)}/certificate` }),
  },
  {
    route: 'DELETE /api/external-credits/:externalCreditId',
    access: 'signed-in',
    ok: 204,
    except: { another: 404 },
    call: (actor) => ({ url: `/api/external-credits/${externalCreditOf(actor)}` }),
  },
  { route: 'GET /api/practice-area', access: 'signed-in', ok: 200 },
  {
    route: 'POST /api/practice-area',
    access: 'signed-in',
    ok: 200,
    call: (actor) => ({
      url: '/api/practice-area',
      payload: { selectedPracticeAreas: OWN[own(actor)].areas },
    }),
  },
  { route: 'GET /api/courses', access: 'public', ok: 200 },
  {
    route: 'GET /api/courses/:courseId',
    access: 'public',
    ok: 200,
    call: () => ({ url: `/api/courses/${courseId}` }),
  },
  { route: 'GET /api/catalog/jurisdictions', access: 'public', ok: 200 },
  { route: 'GET /api/catalog/practice-areas', access: 'public', ok: 200 },
  { route: 'GET /api/content/memberships', access: 'public', ok: 200 },
  { route: 'GET /api/subscription', access: 'public', ok: 200 },
  {
    route: 'GET /api/subscription/enterprise/price',
    access: 'public',
    ok: 200,
    call: () => ({ url: '/api/subscription/enterprise/price?seats=12&interval=year' }),
  },
  {
    // Starts a sandbox checkout (nothing is paid); `user` and `enterprise` hold a membership already, so a second
    // one is refused (409 ALREADY_SUBSCRIBED).
    route: 'POST /api/subscription/checkout',
    access: 'signed-in',
    ok: 200,
    except: { user: 409, enterprise: 409 },
    call: () => ({
      url: '/api/subscription/checkout',
      payload: { priceId: 'individual-monthly', numberOfSeats: 1 },
    }),
  },
  {
    // Their membership already covers the course (409 MEMBERSHIP_COVERS_COURSE).
    route: 'POST /api/courses/:courseId/checkout',
    access: 'signed-in',
    ok: 200,
    except: { user: 409, enterprise: 409 },
    call: () => ({ url: `/api/courses/${courseId}/checkout` }),
  },
  {
    // Each signed-in actor enrolls in the course they bought (a purchase comes first, whatever the membership:
    // membership enrollment is covered by learning.routes.test.ts).
    route: 'POST /api/courses/:courseId/enroll',
    access: 'signed-in',
    ok: 201,
    call: () => ({ url: `/api/courses/${boughtCourseId}/enroll` }),
  },
  {
    // Each records a visit of their own enrollment (enrolled by the row above).
    route: 'POST /api/courses/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/courses/${boughtCourseId}` }),
  },
  {
    route: 'GET /api/courses/:courseId/is-enrolled',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/courses/${boughtCourseId}/is-enrolled` }),
  },
  { route: 'GET /api/courses/enrolled', access: 'signed-in', ok: 200 },
  { route: 'GET /api/courses/enrolled/in-progress', access: 'signed-in', ok: 200 },
  // The video of the course each signed-in actor bought and enrolled in (rows above).
  {
    route: 'GET /api/mux/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/mux/${boughtCourseId}` }),
  },
  {
    route: 'GET /api/mux/progress/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/mux/progress/${boughtCourseId}` }),
  },
  {
    route: 'POST /api/mux/progress/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({
      url: `/api/mux/progress/${boughtCourseId}`,
      payload: { sessionId: crypto.randomUUID(), event: 'start', position: 0, playbackRate: 1 },
    }),
  },
  {
    // No code was shown yet (nothing watched): every signed-in caller gets ATTENDANCE_CODE_INVALID.
    route: 'POST /api/mux/attendance-code/:courseId',
    access: 'signed-in',
    ok: 400,
    call: () => ({ url: `/api/mux/attendance-code/${boughtCourseId}`, payload: { code: '1234' } }),
  },
  {
    route: 'POST /api/mux/thumbnails',
    access: 'signed-in',
    ok: 200,
    call: () => ({
      url: '/api/mux/thumbnails',
      payload: { chapters: [{ startTime: 0, title: 'Opening' }], playbackId: DEMO_ASSET },
    }),
  },
  // Local media: the signed token in the query is the authorization (video.routes.test.ts); without one, 400.
  ...(['video', 'poster', 'thumbnail'] as const).map((file): MatrixRow => ({
    route: `GET /api/media/:assetKey/${file}`,
    access: 'public',
    ok: 400,
    call: () => ({ url: `/api/media/${DEMO_ASSET}/${file}` }),
  })),
  {
    route: 'GET /api/media/:assetKey/captions/:language',
    access: 'public',
    ok: 400,
    call: () => ({ url: `/api/media/${DEMO_ASSET}/captions/en` }),
  },
  // Questionnaires of the course each signed-in actor enrolled in (the whole flow: questionnaires tests).
  {
    route: 'GET /api/questionnaire/course/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/questionnaire/course/${boughtCourseId}` }),
  },
  {
    // A questionnaire id nobody has: 404 QUESTIONNAIRE_NOT_FOUND for everyone signed in.
    route: 'POST /api/questionnaire',
    access: 'signed-in',
    ok: 404,
    call: () => ({
      url: '/api/questionnaire',
      payload: { questionnaireId: crypto.randomUUID(), answers: [] },
    }),
  },
  { route: 'GET /api/completed-course', access: 'signed-in', ok: 200 },
  {
    route: 'GET /api/completed-course/:courseId',
    access: 'signed-in',
    ok: 200,
    call: () => ({ url: `/api/completed-course/${boughtCourseId}` }),
  },
  {
    // Nothing watched yet: the claim is refused for every signed-in caller (the whole path: completions tests).
    route: 'POST /api/completed-course/:courseId',
    access: 'signed-in',
    ok: 409,
    call: () => ({ url: `/api/completed-course/${boughtCourseId}`, payload: { jurisdictionCodes: ['TX'] } }),
  },
  {
    // A number nobody owns: 404 for everyone signed in (the owner's download: completions tests).
    route: 'GET /api/certificates/:certificateNumber/pdf',
    access: 'signed-in',
    ok: 404,
    call: () => ({ url: '/api/certificates/CCLE-2026-AAAAAAAA/pdf' }),
  },
  {
    route: 'GET /api/certificates/verify/:certificateNumber',
    access: 'public',
    ok: 404,
    call: () => ({ url: '/api/certificates/verify/CCLE-2026-AAAAAAAA' }),
  },
  {
    // After the checkout rows every signed-in actor has a billing customer of their own.
    route: 'POST /api/subscription/create-portal-session',
    access: 'signed-in',
    ok: 200,
  },
  {
    // A session nobody owns: 404 for everyone signed in (the buyer's own result page: billing tests).
    route: 'GET /api/payment/session',
    access: 'signed-in',
    ok: 404,
    call: () => ({ url: '/api/payment/session?sessionId=cs_sandbox_nobody' }),
  },
  // Firms: only the ENTERPRISE role reaches Manage Firm; a member id of no firm of theirs is 404 (another firm's
  // members: enterprise.routes.test.ts "who may manage a firm").
  { route: 'GET /api/enterprise', access: 'enterprise', ok: 200 },
  { route: 'GET /api/enterprise/member-emails', access: 'enterprise', ok: 200 },
  {
    route: 'POST /api/enterprise/create-lawyer',
    access: 'enterprise',
    ok: 201,
    call: (actor) => ({
      url: '/api/enterprise/create-lawyer',
      payload: { fullName: `Invited By ${actor}`, email: `invited.by.${actor}@example.com` },
    }),
  },
  ...(['resend-invitation', 'revoke-invitation', 'delete-lawyer'] as const).map((action): MatrixRow => ({
    route: `POST /api/enterprise/${action}`,
    access: 'enterprise',
    ok: 404,
    call: () => ({ url: `/api/enterprise/${action}?enterpriseMemberId=${NOBODYS_MEMBER_ID}` }),
  })),
  {
    route: 'POST /api/enterprise/change-name',
    access: 'enterprise',
    ok: 200,
    call: () => ({
      url: '/api/enterprise/change-name',
      payload: { name: 'Firmwright, Calloway & Partners' },
    }),
  },
  {
    route: 'POST /api/enterprise/administrators',
    access: 'enterprise',
    ok: 404,
    call: () => ({
      url: '/api/enterprise/administrators',
      payload: { enterpriseMemberId: NOBODYS_MEMBER_ID },
    }),
  },
  {
    route: 'DELETE /api/enterprise/administrators',
    access: 'enterprise',
    ok: 404,
    call: () => ({ url: `/api/enterprise/administrators?enterpriseMemberId=${NOBODYS_MEMBER_ID}` }),
  },
  // Live webinars: the fixture live course's sessions; the whole flow (registration, joining, calendars) is in
  // modules/live/live.routes.test.ts. Ids nobody holds answer 404 to everyone signed in.
  {
    route: 'GET /api/live/courses/:courseId/sessions',
    access: 'public',
    ok: 200,
    call: () => ({ url: '/api/live/courses/cross-border-cpd-roundtable/sessions' }),
  },
  { route: 'GET /api/live/registrations', access: 'signed-in', ok: 200 },
  ...(['POST', 'DELETE'] as const).map((method): MatrixRow => ({
    route: `${method} /api/live/sessions/:sessionId/registration`,
    access: 'signed-in',
    ok: 404,
    call: () => ({ url: `/api/live/sessions/${NOBODYS_MEMBER_ID}/registration` }),
  })),
  {
    route: 'GET /api/live/registrations/:registrationId/calendar.ics',
    access: 'signed-in',
    ok: 404,
    call: () => ({ url: `/api/live/registrations/${NOBODYS_MEMBER_ID}/calendar.ics` }),
  },
  { route: 'GET /api/live/calendar-feed', access: 'signed-in', ok: 200 },
  { route: 'POST /api/live/calendar-feed', access: 'signed-in', ok: 200 },
  { route: 'DELETE /api/live/calendar-feed', access: 'signed-in', ok: 200 },
  {
    route: 'GET /api/live/calendar/:token',
    access: 'public',
    ok: 404,
    call: () => ({ url: `/api/live/calendar/${'c'.repeat(43)}.ics` }),
  },
  {
    // Nobody is enrolled in the live course: 403 NOT_ENROLLED for everyone signed in.
    route: 'GET /api/zoom/signature',
    access: 'signed-in',
    ok: 403,
    call: () => ({ url: '/api/zoom/signature?courseId=cross-border-cpd-roundtable&t=1' }),
  },
  { route: 'GET /api/zoom/webinars', access: 'signed-in', ok: 200 },
  // The built-in room of a session nobody holds: 404 LIVE_SESSION_NOT_FOUND for everyone signed in (the room itself:
  // modules/live/live-room.routes.test.ts).
  ...(
    [
      ['GET', 'room', undefined],
      ['POST', 'presence', { clientId: 'matrix-page-1' }],
      ['POST', 'attendance-code', { code: '1234' }],
      ['GET', 'questions', undefined],
      ['POST', 'questions', { text: 'A question for the matrix' }],
    ] as const
  ).map(([method, part, payload]): MatrixRow => ({
    route: `${method} /api/live/sessions/:sessionId/${part}`,
    access: 'signed-in',
    ok: 404,
    call: () => ({
      url: `/api/live/sessions/${NOBODYS_MEMBER_ID}/${part}`,
      ...(payload ? { payload } : {}),
    }),
  })),
  // A made-up unsubscribe link: 400 for everyone (the real link: modules/live/live-emails.routes.test.ts).
  ...(['GET', 'POST'] as const).map((method): MatrixRow => ({
    route: `${method} /api/live/reminders/unsubscribe`,
    access: 'public',
    ok: 400,
    call: () => ({ url: `/api/live/reminders/unsubscribe?token=${NOBODYS_MEMBER_ID}.forged` }),
  })),
  { route: 'GET /api/enterprise/audit-log', access: 'enterprise', ok: 200 },
  { route: 'GET /api/enterprise/completions.csv', access: 'enterprise', ok: 200 },
  { route: 'GET /api/enterprise/compliance', access: 'enterprise', ok: 200 },
  { route: 'GET /api/enterprise/compliance.csv', access: 'enterprise', ok: 200 },
  {
    // A token nobody was sent: 404 INVITATION_NOT_FOUND for everyone (the valid links: enterprise.routes.test.ts).
    route: 'GET /api/enterprise/invitation',
    access: 'public',
    ok: 404,
    call: () => ({ url: `/api/enterprise/invitation?token=${'n'.repeat(43)}` }),
  },
  {
    route: 'POST /api/enterprise/accept-invitation',
    access: 'signed-in',
    ok: 404,
    call: () => ({ url: `/api/enterprise/accept-invitation?token=${'n'.repeat(43)}`, payload: {} }),
  },
  {
    // The signature is the authentication: an unsigned delivery is refused for everyone.
    route: 'POST /api/webhooks/stripe',
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/webhooks/stripe', payload: { id: 'evt_forged', type: 'invoice.paid' } }),
  },
  // The staff console (docs/product-rules.md#staff): only staff get through; everyone else 403 (401 signed out).
  { route: 'GET /api/staff/audit-log', access: 'staff', ok: 200 },
  { route: 'GET /api/staff/members', access: 'staff', ok: 200 },
  {
    // An address with no account: 404 for staff, after the access check.
    route: 'POST /api/staff/members',
    access: 'staff',
    ok: 404,
    call: () => ({ url: '/api/staff/members', payload: { email: 'nobody.here@example.com' } }),
  },
  {
    route: 'DELETE /api/staff/members/:userId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/members/${NOBODYS_MEMBER_ID}` }),
  },
  // Plans and prices: writes name a plan that does not exist (404 for staff), so the prices the other rows buy stay.
  { route: 'GET /api/staff/plans', access: 'staff', ok: 200 },
  {
    route: 'PUT /api/staff/plans/:planId',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/plans/${NOBODYS_MEMBER_ID}`,
      payload: {
        name: 'Matrix',
        description: 'Matrix',
        active: true,
        features: [{ text: 'A', included: true }],
      },
    }),
  },
  {
    route: 'POST /api/staff/plans/:planId/prices',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/plans/${NOBODYS_MEMBER_ID}/prices`,
      payload: { interval: 'month', unitAmountCents: 100 },
    }),
  },
  // Media: a course without a recording (404 RECORDING_NOT_FOUND for captions and chapters); nobody's upload id.
  { route: 'GET /api/staff/media', access: 'staff', ok: 200 },
  {
    route: 'GET /api/staff/courses/:courseId/media',
    access: 'staff',
    ok: 200,
    call: () => ({ url: `/api/staff/courses/${courseId}/media` }),
  },
  {
    route: 'POST /api/staff/courses/:courseId/media-uploads',
    access: 'staff',
    ok: 201,
    call: () => ({
      url: `/api/staff/courses/${courseId}/media-uploads`,
      payload: { fileName: 'matrix.webm', contentType: 'video/webm', sizeBytes: 100, durationSeconds: 5 },
    }),
  },
  {
    route: 'GET /api/staff/media-uploads/:uploadId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/media-uploads/${NOBODYS_MEMBER_ID}` }),
  },
  {
    route: 'DELETE /api/staff/media-uploads/:uploadId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/media-uploads/${NOBODYS_MEMBER_ID}` }),
  },
  {
    route: 'PUT /api/staff/media-uploads/:uploadId',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/media-uploads/${NOBODYS_MEMBER_ID}?offset=0`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    }),
  },
  {
    route: 'PUT /api/staff/courses/:courseId/chapters',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/courses/${courseId}/chapters`,
      payload: { chapters: [{ startTime: 0, title: 'Start' }] },
    }),
  },
  {
    route: 'PUT /api/staff/courses/:courseId/captions/:language',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/courses/${courseId}/captions/en?label=English`,
      headers: { 'content-type': 'text/vtt' },
      payload: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHi\n'),
    }),
  },
  {
    route: 'DELETE /api/staff/courses/:courseId/captions/:language',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/courses/${courseId}/captions/en` }),
  },
  // Live sessions: nobody's course and session (404 for staff, after the access check).
  { route: 'GET /api/staff/live-sessions', access: 'staff', ok: 200 },
  {
    route: 'GET /api/staff/live-sessions/:sessionId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/live-sessions/${NOBODYS_MEMBER_ID}` }),
  },
  {
    route: 'POST /api/staff/courses/:courseId/live-sessions',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/courses/${NOBODYS_MEMBER_ID}/live-sessions`,
      payload: {
        startsAt: '2099-01-01T15:00:00.000Z',
        timeZone: 'UTC',
        durationMinutes: 60,
        capacity: 10,
        room: 'BUILT_IN',
      },
    }),
  },
  {
    route: 'PUT /api/staff/live-sessions/:sessionId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/live-sessions/${NOBODYS_MEMBER_ID}`, payload: { capacity: 10 } }),
  },
  {
    route: 'POST /api/staff/live-sessions/:sessionId/cancel',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/live-sessions/${NOBODYS_MEMBER_ID}/cancel`,
      payload: { reason: 'Matrix' },
    }),
  },
  {
    route: 'GET /api/staff/live-sessions/:sessionId/questions',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/live-sessions/${NOBODYS_MEMBER_ID}/questions` }),
  },
  {
    route: 'POST /api/staff/live-sessions/:sessionId/questions/:questionId/answer',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/live-sessions/${NOBODYS_MEMBER_ID}/questions/${NOBODYS_MEMBER_ID}/answer`,
      payload: { answer: 'Matrix' },
    }),
  },
  // Questionnaires: writes name a course that does not exist (404 for staff, after the access check).
  {
    route: 'GET /api/staff/courses/:courseId/questionnaires',
    access: 'staff',
    ok: 200,
    call: () => ({ url: `/api/staff/courses/${courseId}/questionnaires` }),
  },
  {
    route: 'PUT /api/staff/courses/:courseId/questionnaires/:kind',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/courses/${NOBODYS_MEMBER_ID}/questionnaires/EVALUATION`,
      payload: { title: 'Evaluation', questions: [{ position: 1, type: 'FREE_TEXT', prompt: 'Comments?' }] },
    }),
  },
  {
    route: 'DELETE /api/staff/courses/:courseId/questionnaires/:kind',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/courses/${NOBODYS_MEMBER_ID}/questionnaires/KNOWLEDGE_CHECK` }),
  },
  // Courses and credit approvals: writes name a course, line or speaker that does not exist (404 for staff, after
  // the access check), so the matrix changes nothing; adding a speaker is the one harmless write.
  { route: 'GET /api/staff/courses', access: 'staff', ok: 200 },
  {
    route: 'POST /api/staff/courses',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: '/api/staff/courses',
      payload: {
        slug: 'matrix-draft',
        title: 'Matrix draft',
        level: 'BEGINNER',
        durationMinutes: 60,
        speakerIds: [NOBODYS_MEMBER_ID],
      },
    }),
  },
  ...(
    [
      ['GET', '', undefined],
      ['PUT', '', { title: 'Renamed by the matrix' }],
      ['POST', '/publish', undefined],
      ['POST', '/unpublish', undefined],
      ['GET', '/preview', undefined],
      ['GET', '/versions', undefined],
      [
        'POST',
        '/credits',
        {
          jurisdictionCode: 'NY',
          creditType: 'CLE',
          category: 'GENERAL',
          hours: 1,
          approvalStatus: 'PENDING',
        },
      ],
    ] as const
  ).map(([method, part, payload]): MatrixRow => ({
    route: `${method} /api/staff/courses/:courseId${part}`,
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/courses/${NOBODYS_MEMBER_ID}${part}`, ...(payload ? { payload } : {}) }),
  })),
  ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
    route: `${method} /api/staff/courses/:courseId/credits/:creditId`,
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/courses/${NOBODYS_MEMBER_ID}/credits/${NOBODYS_MEMBER_ID}`,
      ...(method === 'PUT'
        ? {
            payload: {
              jurisdictionCode: 'NY',
              creditType: 'CLE',
              category: 'GENERAL',
              hours: 1,
              approvalStatus: 'PENDING',
            },
          }
        : {}),
    }),
  })),
  { route: 'GET /api/staff/speakers', access: 'staff', ok: 200 },
  {
    route: 'POST /api/staff/speakers',
    access: 'staff',
    ok: 201,
    call: () => ({
      url: '/api/staff/speakers',
      payload: { name: 'Matrix Speaker', title: 'Partner, Matrix LLP', bio: 'Speaks for the matrix.' },
    }),
  },
  {
    route: 'PUT /api/staff/speakers/:speakerId',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/speakers/${NOBODYS_MEMBER_ID}`,
      payload: { name: 'Nobody', title: 'Nobody', bio: 'Nobody at all.' },
    }),
  },
  { route: 'GET /api/staff/approvals/expiring', access: 'staff', ok: 200 },
  {
    // The contact form: anyone may write (the per-IP limit is lifted in tests; contact.routes.test.ts tests it).
    route: 'POST /api/contact-us',
    access: 'public',
    ok: 202,
    call: (actor) => ({
      url: '/api/contact-us',
      payload: {
        name: 'Matrix Sender',
        email: `matrix.${actor}@example.com`,
        topic: 'GENERAL',
        message: 'A question sent by the authorization matrix.',
      },
    }),
  },
  // The contact inbox: a message that does not exist is 404 for staff, after the access check.
  { route: 'GET /api/staff/contact-messages', access: 'staff', ok: 200 },
  {
    route: 'GET /api/staff/contact-messages/:id',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/contact-messages/${NOBODYS_MEMBER_ID}` }),
  },
  {
    route: 'PUT /api/staff/contact-messages/:id/status',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/contact-messages/${NOBODYS_MEMBER_ID}/status`,
      payload: { status: 'CLOSED' },
    }),
  },
  {
    route: 'POST /api/staff/contact-messages/:id/replies',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: `/api/staff/contact-messages/${NOBODYS_MEMBER_ID}/replies`,
      payload: { body: 'Hello' },
    }),
  },
  // People and certificate revocation: staff read anyone's record; the writes name a verified account (409) or a
  // certificate that does not exist (404), so the matrix changes nothing.
  {
    route: 'GET /api/staff/people',
    access: 'staff',
    ok: 200,
    call: () => ({ url: '/api/staff/people?search=example' }),
  },
  {
    route: 'GET /api/staff/people/:userId',
    access: 'staff',
    ok: 200,
    call: () => ({ url: `/api/staff/people/${people.guest.userId}` }),
  },
  {
    route: 'GET /api/staff/firms/:firmId',
    access: 'staff',
    ok: 404,
    call: () => ({ url: `/api/staff/firms/${NOBODYS_MEMBER_ID}` }),
  },
  {
    route: 'POST /api/staff/people/:userId/resend-verification',
    access: 'staff',
    ok: 409,
    call: () => ({ url: `/api/staff/people/${people.guest.userId}/resend-verification` }),
  },
  {
    route: 'POST /api/staff/certificates/:certificateNumber/revoke',
    access: 'staff',
    ok: 404,
    call: () => ({
      url: '/api/staff/certificates/CCLE-2026-AAAAAAAA/revoke',
      payload: { reason: 'Issued in error' },
    }),
  },
  // Attendance reports for the bars.
  {
    route: 'GET /api/staff/reports/attendance',
    access: 'staff',
    ok: 200,
    call: () => ({ url: '/api/staff/reports/attendance?from=2025-01-01&to=2025-12-31' }),
  },
  {
    route: 'GET /api/staff/reports/attendance/preview',
    access: 'staff',
    ok: 200,
    call: () => ({ url: '/api/staff/reports/attendance/preview?from=2025-01-01&to=2025-12-31' }),
  },
  {
    // Switched off without ZOOM_WEBHOOK_SECRET (as here): 404 for everyone; with it, the signature is the
    // authentication (live-zoom-webhook.routes.test.ts: 400 for an unsigned delivery).
    route: 'POST /api/webhooks/zoom',
    access: 'public',
    ok: 404,
    call: () => ({
      url: '/api/webhooks/zoom',
      payload: { event: 'meeting.participant_joined', payload: {} },
    }),
  },
];

/** Registered routes the matrix leaves out, and why. */
const SKIPPED: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^HEAD /,
    reason:
      "Fastify's automatic HEAD twin of a GET: the same route options and onRequest access check, and no body",
  },
  {
    pattern: /^OPTIONS \*$/,
    reason: 'the CORS preflight of @fastify/cors (plugins/security.ts), no handler',
  },
  {
    pattern: /^(GET|POST) \/api\/identity\/\*$/,
    reason:
      "better-auth's own endpoints: they authenticate with its session cookie, not a bearer token " +
      '(identity.routes.test.ts); the actors below get their tokens from them',
  },
  {
    pattern: /^GET \/dev\//,
    reason:
      'the development mailbox: registered only when MAIL_OUTBOX_UI is on and never in production, it shows ' +
      'every outbox message by design (dev-mailbox.routes.test.ts)',
  },
  {
    pattern: /^POST \/dev\/live-sessions$/,
    reason:
      'development only (never registered in production): a signed-in user schedules a built-in session of a live ' +
      'course starting soon, for the browser tests (live-dev.routes.test.ts: 401 signed out, 404 unknown course)',
  },
  {
    pattern: /^(GET|POST) \/sandbox\//,
    reason:
      "the sandbox payment provider's hosted checkout and portal pages (HTML, public like Stripe's): registered only " +
      'while the sandbox is the payment provider; the unguessable session id or the signed portal link is the key, ' +
      'not a bearer token (integrations/payments/sandbox/sandbox-checkout.test.ts, sandbox-portal.test.ts)',
  },
  {
    pattern: /^GET (?!\/api(\/|$)|\/dev(\/|$))/,
    reason:
      "the built web app's static files (plugins/static-web.ts), registered only when apps/web/dist exists",
  },
];

function registeredRouteKeys(): { key: string; access: string | undefined }[] {
  return t.app.registeredRoutes.flatMap((route) =>
    route.methods.map((method) => ({ key: `${method} ${route.url}`, access: route.access })),
  );
}

function expectedStatus(row: MatrixRow, actor: ActorName): number {
  const exception = row.except?.[actor];
  if (exception !== undefined) return exception;
  if (row.access === null || row.access === 'public') return row.ok;
  if (actor === 'visitor') return 401;
  const role = actor === 'user' || actor === 'enterprise' || actor === 'staff' ? actor : 'guest';
  if (row.access === 'user') return role === 'user' || role === 'enterprise' ? row.ok : 403;
  if (row.access === 'enterprise') return role === 'enterprise' ? row.ok : 403;
  if (row.access === 'staff') return role === 'staff' ? row.ok : 403;
  return row.ok;
}

/** What no response may ever carry, staff's included: passwords, their hashes, anyone's token, the app's secret. */
function credentialsIn(body: string): string[] {
  const found: string[] = [];
  if (body.includes(ACTOR_PASSWORD)) found.push('a password');
  if (SECRET && body.includes(SECRET)) found.push('BETTER_AUTH_SECRET');
  // better-auth's scrypt hashes: 32 hex characters of salt, a colon, 128 of key.
  if (/[0-9a-f]{32}:[0-9a-f]{128}/.test(body)) found.push('a password hash');
  for (const name of SIGNED_IN_ACTORS) if (body.includes(people[name].token)) found.push(`${name}'s token`);
  return found;
}

function headersOf(actor: ActorName): Record<string, string> {
  return actor === 'visitor' ? {} : people[actor].headers;
}

async function send(row: MatrixRow, actor: ActorName, headers = headersOf(actor)) {
  const [method, url] = row.route.split(' ') as [Method, string];
  const call = row.call?.(actor) ?? { url };
  return t.app.inject({
    method,
    url: call.url,
    headers: { ...headers, ...call.headers },
    ...(call.payload ? { payload: call.payload } : {}),
  });
}

/** What must hold for every response: no server error, the error envelope, nothing of anyone else. */
function problemsWith(
  response: LightMyRequestResponse,
  actor: ActorName,
  label: string,
  access: RouteAccess | null = null,
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body}`);
  if (response.statusCode >= 400) {
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // not JSON: reported below
    }
    if (!ErrorBodySchema.safeParse(body).success) {
      problems.push(`${label}: error body without { error: { code } }: ${response.body.slice(0, 200)}`);
    }
  }
  for (const credential of credentialsIn(response.body)) problems.push(`${label}: shows ${credential}`);
  // Staff read other people's records on the staff routes by design (the People search); nobody else ever does.
  const staffReading = actor === 'staff' && access === 'staff';
  for (const other of SIGNED_IN_ACTORS.filter((name) => name !== actor && !staffReading)) {
    for (const secret of secretsOf(other)) {
      if (response.body.includes(secret)) problems.push(`${label}: shows ${other}'s "${secret}"`);
    }
  }
  if (response.body.includes(STOLEN_BAR_NUMBER)) {
    problems.push(`${label}: shows the bar number another user tried to write`);
  }
  return problems;
}

async function myAdmissions(name: SignedInActorName) {
  const response = await t.app.inject({ method: 'GET', url: '/api/jurisdiction', headers: headersOf(name) });
  return UserJurisdictionListSchema.parse(response.json()).items;
}

async function mySelectedAreas(name: SignedInActorName) {
  const response = await t.app.inject({ method: 'GET', url: '/api/practice-area', headers: headersOf(name) });
  return UserPracticeAreaListSchema.parse(response.json())
    .items.filter((area) => area.selected)
    .map((area) => area.slug)
    .sort();
}

beforeAll(async () => {
  const google = await createGoogleTestIssuer();
  t = await createTestApp(
    { APP_URL, GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: 'test-google-client-secret' },
    { googleIdTokenVerifier: google.verifier },
  );
  for (const actor of ACTORS) googleTokens[actor] = await google.idToken(`google.by.${actor}@example.com`);
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'divorce-mediation-essentials'));
  courseId = course?.id ?? '';
  people = await createSignedInActors(t.app, t.database.db, APP_URL);
  const [bought] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'banking-regulation-update'));
  boughtCourseId = bought?.id ?? '';
  await attachDemoRecording(t.database.db, boughtCourseId);
  const billing = new BillingRepository(t.database.db);
  for (const name of SIGNED_IN_ACTORS) {
    // A paid purchase as the payment webhook job records it.
    const intent = await billing.createIntent({
      userId: people[name].userId,
      kind: 'COURSE',
      courseId: boughtCourseId,
      amountCents: 4900,
      currency: 'usd',
      provider: 'sandbox',
      status: 'COMPLETED',
    });
    await billing.recordCoursePurchase(intent);
  }
  // Every signed-in actor owns data: two admissions, a practice-area selection and a new name.
  for (const name of SIGNED_IN_ACTORS) {
    const headers = headersOf(name);
    const ids = { NY: '', TX: '' };
    for (const code of ['NY', 'TX'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jurisdiction',
        headers,
        payload: { jurisdictionCode: code, barNumber: OWN[name].bar[code], birthDate: '1987-04-02' },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[code] = response.json<{ id: string }>().id;
    }
    admissions[name] = ids;
    const outside = await t.app.inject({
      method: 'POST',
      url: '/api/external-credits',
      headers,
      payload: externalCredit(name),
    });
    expect(outside.statusCode, outside.body).toBe(201);
    externalCreditIds[name] = outside.json<{ id: string }>().id;
    const areas = await t.app.inject({
      method: 'POST',
      url: '/api/practice-area',
      headers,
      payload: { selectedPracticeAreas: OWN[name].areas },
    });
    expect(areas.statusCode, areas.body).toBe(200);
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-name',
      headers,
      payload: { fullName: OWN[name].renamed },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }
});
afterAll(async () => t.close());

describe('authorization matrix', () => {
  it('has a row for every registered route (or a stated reason to skip it), with its declared access', () => {
    const registered = registeredRouteKeys();
    const rowKeys = new Set(ROWS.map((row) => row.route));
    const uncovered = registered
      .filter(({ key }) => !rowKeys.has(key as MatrixRow['route']))
      .filter(({ key }) => !SKIPPED.some((skip) => skip.pattern.test(key)))
      .map(({ key }) => key);
    expect(uncovered, 'routes without a row in ROWS').toEqual([]);
    const stale = ROWS.filter((row) => !registered.some(({ key }) => key === row.route)).map(
      (row) => row.route,
    );
    expect(stale, 'rows for routes that are not registered').toEqual([]);
    const accessMismatch = ROWS.filter(
      (row) => (registered.find(({ key }) => key === row.route)?.access ?? null) !== row.access,
    ).map((row) => row.route);
    expect(accessMismatch, 'rows whose access differs from the route’s config.access').toEqual([]);
  });

  it('the actors hold real tokens with the role they stand for', () => {
    expect(
      Object.fromEntries(SIGNED_IN_ACTORS.map((name) => [name, decodeJwt(people[name].token).role])),
    ).toEqual({ guest: 'guest', user: 'user', enterprise: 'enterprise', another: 'guest', staff: 'staff' });
  });

  it('each actor sees only their own data', async () => {
    for (const name of SIGNED_IN_ACTORS) {
      const items = await myAdmissions(name);
      expect(items.map((item) => item.barNumber).sort(), name).toEqual([OWN[name].bar.NY, OWN[name].bar.TX]);
      expect(await mySelectedAreas(name), name).toEqual(OWN[name].areas);
    }
  });

  it('nobody changes or removes another user’s admission: 404, and the owner’s row is unchanged', async () => {
    const before = Object.fromEntries(
      await Promise.all(SIGNED_IN_ACTORS.map(async (name) => [name, await myAdmissions(name)] as const)),
    );
    for (const intruder of SIGNED_IN_ACTORS) {
      for (const owner of SIGNED_IN_ACTORS.filter((name) => name !== intruder)) {
        for (const id of [admissions[owner].NY, admissions[owner].TX]) {
          const put = await t.app.inject({
            method: 'PUT',
            url: `/api/jurisdiction/${id}`,
            headers: headersOf(intruder),
            payload: { barNumber: STOLEN_BAR_NUMBER, complianceGroup: 'stolen' },
          });
          const remove = await t.app.inject({
            method: 'DELETE',
            url: `/api/jurisdiction/${id}`,
            headers: headersOf(intruder),
          });
          for (const response of [put, remove]) {
            expect(response.statusCode, `${intruder} on ${owner}'s admission`).toBe(404);
            expect(ErrorBodySchema.parse(response.json()).error.code).toBe('ADMISSION_NOT_FOUND');
            expect(problemsWith(response, intruder, `${intruder} on ${owner}'s admission`)).toEqual([]);
          }
        }
      }
    }
    for (const name of SIGNED_IN_ACTORS) expect(await myAdmissions(name), name).toEqual(before[name]);
  });

  // Some 600 requests: seconds alone, minutes on a busy machine (CI runs test files side by side).
  it('every route × every actor answers what it should, < 500, and shows nothing of anyone else', async () => {
    const observed: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    const problems: string[] = [];
    for (const row of ROWS) {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const actor of ACTORS) {
        const response = await send(row, actor);
        seen[actor] = response.statusCode;
        wanted[actor] = expectedStatus(row, actor);
        problems.push(...problemsWith(response, actor, `${actor} ${row.route}`, row.access));
      }
      observed[row.route] = seen;
      expected[row.route] = wanted;
    }
    expect(observed).toEqual(expected);
    expect(problems).toEqual([]);
  }, 180_000);

  it('after the matrix, the owner’s admission is as the owner left it', async () => {
    const guestNewYork = (await myAdmissions('guest')).find((item) => item.id === admissions.guest.NY);
    expect(guestNewYork).toMatchObject({ barNumber: OWN.guest.bar.NY, admittedOn: '2016-09-01' });
    for (const name of SIGNED_IN_ACTORS) {
      // Each added California and removed Texas; the other guest's DELETE aimed at the owner's row instead.
      const codes = name === 'another' ? ['CA', 'NY', 'TX'] : ['CA', 'NY'];
      expect(
        (await myAdmissions(name)).map((item) => item.jurisdiction.code),
        name,
      ).toEqual(codes);
      expect(await mySelectedAreas(name), name).toEqual(OWN[name].areas);
    }
  });
});

describe('tokens of the embedded issuer', () => {
  const protectedRows = () => ROWS.filter((row) => row.access !== null && row.access !== 'public');
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (overrides: Partial<Parameters<typeof signWithIssuerKey>[2]> = {}) => ({
    subject: people.guest.userId,
    issuer: APP_URL,
    audience: APP_URL,
    issuedAt: now() - 60,
    expiresAt: now() + 600,
    role: 'enterprise',
    sessionId: String(decodeJwt(people.guest.token).sid),
    ...overrides,
  });

  /** Every signed-in route refuses the token with 401 UNAUTHENTICATED (and, if given, that message). */
  async function expectUnauthenticatedEverywhere(token: string, label: string, message = /./) {
    const problems: string[] = [];
    for (const row of protectedRows()) {
      const response = await send(row, 'guest', { authorization: `Bearer ${token}` });
      const error = response.statusCode === 401 ? ErrorBodySchema.parse(response.json()).error : null;
      if (error?.code !== 'UNAUTHENTICATED' || !message.test(error.message)) {
        problems.push(`${label} → ${row.route}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  }

  it('accepts a token signed with the issuer’s key for the right issuer and audience (the control)', async () => {
    const token = await signWithIssuerKey(t.database.db, SECRET, claims());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jurisdiction',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(OWN.guest.bar.NY);
  });

  it.each<[string, () => Parameters<typeof signWithIssuerKey>[2], RegExp]>([
    ['another issuer', () => claims({ issuer: 'https://evil.example' }), /not valid/],
    ['another audience', () => claims({ audience: 'https://someone-else.example' }), /not valid/],
    ['an expiry in the past', () => claims({ issuedAt: now() - 16 * 60, expiresAt: now() - 60 }), /expired/],
  ])('refuses a token of the issuer’s key with %s: 401 UNAUTHENTICATED', async (label, make, message) => {
    const token = await signWithIssuerKey(t.database.db, SECRET, make());
    await expectUnauthenticatedEverywhere(token, label, message);
  });

  it('refuses a real token once its 15 minutes are over', async () => {
    const token = people.guest.token;
    // Only Date moves: timers stay real, so the database driver (PGlite or pg) is untouched.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(((decodeJwt(token).exp ?? 0) + 60) * 1000);
      await expectUnauthenticatedEverywhere(token, 'expired', /expired/);
    } finally {
      vi.useRealTimers();
    }
    const stillValid = await t.app.inject({
      method: 'GET',
      url: '/api/jurisdiction',
      headers: people.guest.headers,
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('refuses a real token whose payload was changed (more role, someone else’s subject)', async () => {
    const [header, payload, signature] = people.guest.token.split('.') as [string, string, string];
    const claimsOfToken = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ role: 'enterprise' }, { sub: people.another.userId }]) {
      const forged = Buffer.from(JSON.stringify({ ...claimsOfToken, ...change })).toString('base64url');
      await expectUnauthenticatedEverywhere(`${header}.${forged}.${signature}`, JSON.stringify(change));
    }
  });

  it('refuses a real token with a changed signature, without one, or signed by another key', async () => {
    const [header, payload, signature] = people.guest.token.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectUnauthenticatedEverywhere(`${header}.${payload}.${flipped}`, 'changed signature');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectUnauthenticatedEverywhere(`${none}.${payload}.`, 'alg none');
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const strangers = await new SignJWT(decodeJwt(people.guest.token))
      .setProtectedHeader(decodeProtectedHeader(people.guest.token) as { alg: string; kid: string })
      .sign(stranger.privateKey);
    await expectUnauthenticatedEverywhere(strangers, 'same kid, another key');
  });
});
