import type { AdmissionCompliance } from '@counsel/contracts';
import type { PeriodPosition } from '../lib/period-position';
import { NeedsDetailsNotice } from './needs-details-notice';
import { TrackedCompliance } from './tracked-compliance';
import { UntrackedNotice } from './untracked-notice';

export interface AdmissionComplianceBodyProps {
  compliance: AdmissionCompliance;
  position: PeriodPosition;
}

/** A card's content by the admission's state: tracked, details needed, or not tracked. */
export function AdmissionComplianceBody({ compliance, position }: AdmissionComplianceBodyProps) {
  switch (compliance.state) {
    case 'TRACKED':
      return <TrackedCompliance compliance={compliance} position={position} />;
    case 'NEEDS_DETAILS':
      return <NeedsDetailsNotice compliance={compliance} />;
    case 'NOT_COVERED':
    case 'OUTSIDE_RULE':
      return <UntrackedNotice compliance={compliance} />;
  }
}
