import { VERIFIED_EMAIL_CALLBACK_PATH } from '@counsel/contracts';
import { createIdentityProvider } from './integrations/auth/better-auth.js';
import { createGoogleIdTokenVerifier } from './integrations/auth/google-id-token-verifier.js';
import { mailReadiness } from './integrations/mail/create-mailer.js';
import { localMediaRoutes } from './integrations/video/local/local-media-routes.js';
import { attendanceReportsRoutes } from './modules/attendance-reports/attendance-reports.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { catalogTaxonomyRoutes } from './modules/catalog-taxonomy/catalog-taxonomy.routes.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { externalCreditsRoutes } from './modules/compliance/external-credits.routes.js';
import { completionsRoutes } from './modules/completions/completions.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { enterpriseComplianceRoutes } from './modules/enterprise/enterprise-compliance.routes.js';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.js';
import { EntitlementsRepository } from './modules/entitlements/entitlements.repository.js';
import { EntitlementsService } from './modules/entitlements/entitlements.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authRoutes } from './modules/identity/auth.routes.js';
import { GoogleSignInService } from './modules/identity/google-sign-in.service.js';
import { IdentityRepository } from './modules/identity/identity.repository.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { IdentityService, roleClaimFor } from './modules/identity/identity.service.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from './modules/identity/identity-emails.js';
import { LawyerProfileRepository } from './modules/lawyer-profile/lawyer-profile.repository.js';
import { lawyerProfileRoutes } from './modules/lawyer-profile/lawyer-profile.routes.js';
import { LawyerProfileService } from './modules/lawyer-profile/lawyer-profile.service.js';
import { learningRoutes } from './modules/learning/learning.routes.js';
import { liveDevRoutes } from './modules/live/live-dev.routes.js';
import { liveRoomRoutes } from './modules/live/live-room.routes.js';
import { liveWebhookRoutes } from './modules/live/live-webhook.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { MembershipsRepository } from './modules/memberships/memberships.repository.js';
import { membershipsRoutes } from './modules/memberships/memberships.routes.js';
import { MembershipsService } from './modules/memberships/memberships.service.js';
import { questionnairesRoutes } from './modules/questionnaires/questionnaires.routes.js';
import { staffCoursesRoutes } from './modules/staff-courses/staff-courses.routes.js';
import { staffLiveRoutes } from './modules/staff-live/staff-live.routes.js';
import { staffMediaRoutes } from './modules/staff-media/staff-media.routes.js';
import { staffPeopleRoutes } from './modules/staff-people/staff-people.routes.js';
import { staffPlansRoutes } from './modules/staff-plans/staff-plans.routes.js';
import { staffQuestionnairesRoutes } from './modules/staff-questionnaires/staff-questionnaires.routes.js';
import { StaffRepository } from './modules/staff/staff.repository.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { videoRoutes } from './modules/video/video.routes.js';
import { composeCatalog } from './composition/catalog.js';
import { composeFirmsAndCompliance } from './composition/firms-and-compliance.js';
import { composeLearning } from './composition/learning.js';
import { composeLive } from './composition/live.js';
import { composePayments } from './composition/payments.js';
import { composePlatform, type CompositionInput } from './composition/platform.js';
import { composeStaffConsole } from './composition/staff.js';

export type { CompositionInput } from './composition/platform.js';

/**
 * The composition root: every repository, service, job and route module of the app, wired once. Each area's
 * services are wired in composition/ (platform, payments, learning, firms and compliance, live, staff, catalog);
 * identity is wired here, and the list below says which service answers each route module. buildApp (app.ts) owns
 * the HTTP side (Fastify, plugins, route access, prefixes) and hands this the app for its logger, its close hook and
 * the sandbox's in-process webhook delivery.
 */
export async function composeModules(input: CompositionInput) {
  const { app, config, database, identitySecret, googleIdTokenVerifier, clock } = input;
  const { db } = database;
  const secret = config.BETTER_AUTH_SECRET ?? identitySecret;
  if (!secret) throw new Error('Set BETTER_AUTH_SECRET: the identity provider needs a secret.');
  const platform = await composePlatform(input);
  const { notifications } = platform;

  // Identity: better-auth in-process; the role claim (staff outranks the lawyer roles that subscriptions and firms
  // decide) is recomputed whenever a token is issued.
  const identityRepository = new IdentityRepository(db);
  const entitlements = new EntitlementsService(new EntitlementsRepository(db));
  const staffRepository = new StaffRepository(db);
  const google = config.googleSignIn
    ? {
        ...config.googleSignIn,
        verifier:
          googleIdTokenVerifier ?? createGoogleIdTokenVerifier({ clientId: config.googleSignIn.clientId }),
      }
    : null;
  const identity = createIdentityProvider({
    db,
    config: { ...config, BETTER_AUTH_SECRET: secret },
    emails: {
      verification: (to, data) => notifications.send(VERIFICATION_EMAIL, to, data),
      passwordReset: (to, data) => notifications.send(PASSWORD_RESET_EMAIL, to, data),
    },
    roleClaimFor: (userId) =>
      roleClaimFor(
        {
          roleFacts: async (id) => ({
            ...(await entitlements.roleFacts(id)),
            isStaff: await staffRepository.isStaff(id),
          }),
        },
        userId,
      ),
    ...(google ? { google } : {}),
  });

  const payments = await composePayments(platform, input, entitlements);
  const learning = await composeLearning(platform, entitlements, secret);
  const firms = composeFirmsAndCompliance(
    platform,
    input.fileStorage,
    entitlements,
    learning.completionsRepository,
  );
  const live = await composeLive(platform, learning.learning, firms.compliance, secret);
  const staff = composeStaffConsole(platform, {
    staffRepository,
    entitlements,
    completionsRepository: learning.completionsRepository,
    liveRepository: live.liveRepository,
    paymentProvider: payments.provider,
    sendVerificationEmail: async (email) => {
      await identity.api.sendVerificationEmail({
        body: { email, callbackURL: VERIFIED_EMAIL_CALLBACK_PATH },
      });
    },
    muxFetch: input.muxFetch ?? fetch,
  });
  const catalog = await composeCatalog(platform);

  const modules = [
    healthRoutes(db, clock, {
      draining: () => app.lifecycle.draining,
      jobs: platform.queue,
      mail: mailReadiness(config),
      payments: { ready: payments.mode !== 'off', detail: payments.mode },
    }),
    identityRoutes(identity, config.APP_URL, config.IDENTITY_ATTEMPTS_PER_IP),
    authRoutes(
      new IdentityService(identity, identityRepository, notifications, firms.invitations),
      new GoogleSignInService(identity, identityRepository, google),
      firms.invitations,
      config.IDENTITY_ATTEMPTS_PER_IP,
    ),
    usersRoutes(new UsersService(identityRepository, identity, entitlements)),
    lawyerProfileRoutes(new LawyerProfileService(new LawyerProfileRepository(db), clock)),
    coursesRoutes(catalog.courses),
    catalogTaxonomyRoutes(catalog.taxonomy, catalog.catalogCache),
    membershipsRoutes(new MembershipsService(new MembershipsRepository(db))),
    billingRoutes(payments.billing, payments.paymentEvents),
    learningRoutes(learning.learning),
    videoRoutes(learning.video, platform.metrics),
    questionnairesRoutes(learning.questionnaires),
    completionsRoutes(learning.completions),
    enterpriseRoutes(firms.enterprise, firms.invitations),
    enterpriseComplianceRoutes(firms.enterpriseCompliance),
    liveRoutes(live.live, live.liveJoin, live.liveCalendar, live.liveMail),
    liveRoomRoutes(live.liveRoom),
    liveWebhookRoutes(live.zoomEvents),
    complianceRoutes(firms.compliance, firms.auditPack, firms.courseApplicability),
    externalCreditsRoutes(firms.externalCredits),
    staffRoutes(staff.staff),
    staffMediaRoutes(staff.staffMedia),
    staffPlansRoutes(staff.staffPlans),
    staffQuestionnairesRoutes(staff.staffQuestionnaires),
    staffLiveRoutes(staff.staffLive),
    staffCoursesRoutes(staff.staffCourses),
    staffPeopleRoutes(staff.staffPeople),
    attendanceReportsRoutes(staff.attendanceReports),
    contactRoutes(staff.contact, config.CONTACT_MESSAGES_PER_IP),
    localMediaRoutes(platform.videoProviders.library, platform.videoProviders.localPublicKey, clock),
  ];

  // Development tools under /dev (app.ts registers them only outside production).
  const devModules = [liveDevRoutes(live.live)];

  return { identity, modules, devModules, publicPages: catalog.publicPages, sandbox: payments.sandbox };
}
