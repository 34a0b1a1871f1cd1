import { schedulePeriodicSweep } from '../integrations/jobs/periodic-sweep.js';
import { LocalMediaWriter } from '../integrations/video/local/local-media-writer.js';
import { MuxUploads } from '../integrations/video/mux/mux-uploads.js';
import type { FetchLike } from '../integrations/zoom/zoom-api.js';
import { AttendanceReportsRepository } from '../modules/attendance-reports/attendance-reports.repository.js';
import { AttendanceReportsService } from '../modules/attendance-reports/attendance-reports.service.js';
import type { CompletionsRepository } from '../modules/completions/completions.repository.js';
import { ContactRepository } from '../modules/contact/contact.repository.js';
import { ContactService } from '../modules/contact/contact.service.js';
import type { EntitlementsService } from '../modules/entitlements/entitlements.service.js';
import type { LiveRepository } from '../modules/live/live.repository.js';
import { ApprovalsRepository } from '../modules/staff-courses/approvals.repository.js';
import { ApprovalsService } from '../modules/staff-courses/approvals.service.js';
import { CreditLinesService } from '../modules/staff-courses/credit-lines.service.js';
import { SpeakersService } from '../modules/staff-courses/speakers.service.js';
import { StaffCoursesRepository } from '../modules/staff-courses/staff-courses.repository.js';
import { StaffCoursesService } from '../modules/staff-courses/staff-courses.service.js';
import { StaffLiveRepository } from '../modules/staff-live/staff-live.repository.js';
import { StaffLiveService } from '../modules/staff-live/staff-live.service.js';
import { StaffMediaRepository } from '../modules/staff-media/staff-media.repository.js';
import { StaffMediaService } from '../modules/staff-media/staff-media.service.js';
import { StaffPeopleRepository } from '../modules/staff-people/staff-people.repository.js';
import { StaffPeopleService } from '../modules/staff-people/staff-people.service.js';
import { StaffPlansRepository } from '../modules/staff-plans/staff-plans.repository.js';
import { StaffPlansService } from '../modules/staff-plans/staff-plans.service.js';
import { StaffQuestionnairesRepository } from '../modules/staff-questionnaires/staff-questionnaires.repository.js';
import { StaffQuestionnairesService } from '../modules/staff-questionnaires/staff-questionnaires.service.js';
import type { StaffRepository } from '../modules/staff/staff.repository.js';
import { StaffAudit, StaffService } from '../modules/staff/staff.service.js';
import type { PaymentProvider } from '../integrations/payments/payment-provider.js';
import type { Platform } from './platform.js';

/** What the staff console uses of the other areas. */
export interface StaffConsoleNeeds {
  staffRepository: StaffRepository;
  entitlements: EntitlementsService;
  completionsRepository: CompletionsRepository;
  liveRepository: LiveRepository;
  paymentProvider: PaymentProvider;
  /** Sends a person the e-mail that verifies their address again (the identity provider's). */
  sendVerificationEmail: (email: string) => Promise<void>;
  muxFetch: FetchLike;
}

/**
 * The staff console (docs/product-rules.md#staff), every staff action written to the staff audit log: courses and
 * credit approvals (with the hourly approval-expiry sweep), media, plans, questionnaires, live sessions, people and
 * firms, attendance reports, and the contact form with its inbox (forwards go to CONTACT_TO).
 */
export function composeStaffConsole(
  { app, config, db, clock, unitOfWork, notifications, videoProviders, liveRooms }: Platform,
  needs: StaffConsoleNeeds,
) {
  const staffAudit = new StaffAudit(needs.staffRepository, clock);
  const staff = new StaffService(needs.staffRepository, staffAudit, unitOfWork, clock);
  const staffMedia = new StaffMediaService(
    new StaffMediaRepository(db),
    new LocalMediaWriter(videoProviders.library),
    config.mux?.api ? new MuxUploads(config.mux.api, needs.muxFetch) : null,
    staffAudit,
    unitOfWork,
    config.APP_URL,
    clock,
  );
  const staffCoursesRepository = new StaffCoursesRepository(db);
  const staffCourses = new StaffCoursesService(staffCoursesRepository, staffAudit, unitOfWork, clock);
  const approvals = new ApprovalsService(
    new ApprovalsRepository(db),
    staffCoursesRepository,
    staffAudit,
    unitOfWork,
    notifications,
    clock,
  );
  schedulePeriodicSweep(app, 'approval-expiry', config.NODE_ENV === 'test' ? null : 3_600_000, async () => {
    const expired = await approvals.expireLapsedApprovals();
    if (expired > 0) app.log.info({ expired }, 'credit approvals expired');
    return 0;
  });
  const staffPeople = new StaffPeopleService(
    new StaffPeopleRepository(db),
    needs.completionsRepository,
    needs.entitlements,
    needs.sendVerificationEmail,
    staffAudit,
    unitOfWork,
    clock,
  );
  const contact = new ContactService(
    new ContactRepository(db),
    unitOfWork,
    notifications,
    staffAudit,
    config.CONTACT_TO ?? config.CERTIFICATE_PROVIDER_EMAIL,
    clock,
  );
  return {
    staff,
    staffMedia,
    staffPlans: new StaffPlansService(
      new StaffPlansRepository(db),
      needs.paymentProvider,
      staffAudit,
      unitOfWork,
      clock,
    ),
    staffQuestionnaires: new StaffQuestionnairesService(
      new StaffQuestionnairesRepository(db),
      staffAudit,
      unitOfWork,
      clock,
    ),
    staffLive: new StaffLiveService(
      new StaffLiveRepository(db),
      needs.liveRepository,
      liveRooms,
      notifications,
      staffAudit,
      unitOfWork,
      clock,
    ),
    staffCourses: {
      courses: staffCourses,
      credits: new CreditLinesService(staffCoursesRepository, staffCourses, staffAudit, unitOfWork, clock),
      speakers: new SpeakersService(staffCoursesRepository, staffAudit, unitOfWork, clock),
      approvals,
    },
    staffPeople,
    attendanceReports: new AttendanceReportsService(
      new AttendanceReportsRepository(db),
      config.CERTIFICATE_PROVIDER_NAME,
    ),
    contact,
  };
}
