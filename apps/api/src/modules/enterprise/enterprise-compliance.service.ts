import type { EnterpriseCompliance } from '@counsel/contracts';
import type { Clock } from '../../integrations/clock/clock.js';
import type { FirmCompliance } from '../compliance/firm-compliance.js';
import { complianceCsv } from './compliance-csv.js';
import type { EnterpriseRepository } from './enterprise.repository.js';
import { requireAdministeredFirm } from './firm-guards.js';

/**
 * Manage Firm's compliance view: where the administrator's firm's ACTIVE lawyers stand in each admission's current
 * period (computed by the compliance module's FirmCompliance), and who is at risk. Only the caller's own firm.
 */
export class EnterpriseComplianceService {
  constructor(
    private readonly repository: EnterpriseRepository,
    private readonly compliance: Pick<FirmCompliance, 'overview'>,
    private readonly clock: Clock,
  ) {}

  /** GET /api/enterprise/compliance. */
  async firmCompliance(userId: string): Promise<EnterpriseCompliance> {
    const { firm } = await requireAdministeredFirm(this.repository, userId);
    const lawyers = await this.repository.listActiveMemberUsers(firm.id);
    return this.compliance.overview(lawyers, this.clock.now());
  }

  /** GET /api/enterprise/compliance.csv: the same standings, one row per lawyer and admission. */
  async complianceCsv(userId: string): Promise<{ fileName: string; csv: string }> {
    const view = await this.firmCompliance(userId);
    return { fileName: `compliance-${view.asOf}.csv`, csv: complianceCsv(view) };
  }
}
