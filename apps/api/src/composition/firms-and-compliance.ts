import type { FileStorage } from '../integrations/file-storage/file-storage.js';
import { schedulePeriodicSweep } from '../integrations/jobs/periodic-sweep.js';
import { AuditPackService } from '../modules/compliance/audit-pack.js';
import { ComplianceReminders } from '../modules/compliance/compliance-reminders.js';
import { ComplianceRemindersRepository } from '../modules/compliance/compliance-reminders.repository.js';
import { ComplianceService } from '../modules/compliance/compliance.service.js';
import { CourseApplicabilityService } from '../modules/compliance/course-applicability.js';
import { ExternalCreditsRepository } from '../modules/compliance/external-credits.repository.js';
import {
  ExternalCreditRecords,
  ExternalCreditsService,
} from '../modules/compliance/external-credits.service.js';
import { CompletionCreditRecords, FirmCompliance } from '../modules/compliance/firm-compliance.js';
import type { CompletionsRepository } from '../modules/completions/completions.repository.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { CoursesService } from '../modules/courses/courses.service.js';
import { EnterpriseComplianceService } from '../modules/enterprise/enterprise-compliance.service.js';
import { EnterpriseRepository } from '../modules/enterprise/enterprise.repository.js';
import { EnterpriseService } from '../modules/enterprise/enterprise.service.js';
import { FirmProgress } from '../modules/enterprise/firm-progress.js';
import { InvitationsService } from '../modules/enterprise/invitations.service.js';
import type { EntitlementsService } from '../modules/entitlements/entitlements.service.js';
import { LawyerProfileRepository } from '../modules/lawyer-profile/lawyer-profile.repository.js';
import { LearningRepository } from '../modules/learning/learning.repository.js';
import type { Platform } from './platform.js';

/**
 * Firms (members, invitations, seats, their lawyers' progress and compliance) and the compliance tracker (each
 * admission's standing from the credits earned here and those the lawyer enters from other providers; the audit
 * pack; "Will this count for me?"; the hourly deadline reminders).
 */
export function composeFirmsAndCompliance(
  { app, config, db, clock, unitOfWork, notifications }: Platform,
  fileStorage: FileStorage,
  entitlements: EntitlementsService,
  completionsRepository: CompletionsRepository,
) {
  const enterpriseRepository = new EnterpriseRepository(db);
  const enterprise = new EnterpriseService(
    enterpriseRepository,
    new FirmProgress(new LearningRepository(db), completionsRepository),
    unitOfWork,
    notifications,
    clock,
  );
  const invitations = new InvitationsService(enterpriseRepository, entitlements, unitOfWork, clock);
  // Manage Firm's compliance view and the deadline reminders: the lawyers' admissions (lawyer-profile's query) and
  // every credit record source, for many lawyers at once.
  const creditRecordSources = [
    new CompletionCreditRecords(completionsRepository),
    new ExternalCreditRecords(new ExternalCreditsRepository(db)),
  ];
  const enterpriseCompliance = new EnterpriseComplianceService(
    enterpriseRepository,
    new FirmCompliance(new LawyerProfileRepository(db), creditRecordSources),
    clock,
  );
  const complianceReminders = new ComplianceReminders(
    new LawyerProfileRepository(db),
    creditRecordSources,
    new ComplianceRemindersRepository(db),
    unitOfWork,
    notifications,
    clock,
  );
  schedulePeriodicSweep(
    app,
    'compliance-reminders',
    config.NODE_ENV === 'test' ? null : 3_600_000,
    async () => {
      const sent = await complianceReminders.sendDue();
      if (sent > 0) app.log.info({ sent }, 'compliance deadline reminders queued');
      return 0;
    },
  );

  const externalCredits = new ExternalCreditsService(new ExternalCreditsRepository(db), fileStorage, clock);
  const compliance = new ComplianceService(
    new LawyerProfileRepository(db),
    completionsRepository,
    externalCredits,
    clock,
  );
  const auditPack = new AuditPackService(
    compliance,
    completionsRepository,
    externalCredits,
    { name: config.CERTIFICATE_PROVIDER_NAME, appUrl: config.APP_URL },
    clock,
  );
  const courseApplicability = new CourseApplicabilityService(
    new CoursesService(new CoursesRepository(db)),
    new LawyerProfileRepository(db),
    compliance,
    clock,
  );
  return {
    enterprise,
    invitations,
    enterpriseCompliance,
    compliance,
    externalCredits,
    auditPack,
    courseApplicability,
  };
}
