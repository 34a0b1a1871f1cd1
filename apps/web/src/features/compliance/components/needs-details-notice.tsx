import type { AdmissionCompliance } from '@counsel/contracts';
import { Link } from 'react-router';
import { settingsAdmissionsPath } from '../lib/compliance-links';
import { missingDetailsSentence } from '../lib/compliance-text';

/** NEEDS_DETAILS: which details of the admission the rule needs, and where to add them (Settings › Jurisdictions). */
export function NeedsDetailsNotice({ compliance }: { compliance: AdmissionCompliance }) {
  const groups = compliance.missingDetails.includes('complianceGroup') ? (compliance.rule?.groups ?? []) : [];
  return (
    <div className="space-y-3 rounded-lg bg-brand-50 p-4 text-slate-900">
      <p>{missingDetailsSentence(compliance.jurisdictionName, compliance.missingDetails)}</p>
      {groups.length > 0 ? (
        <p className="text-sm text-slate-800">
          Compliance groups: {groups.map((group) => group.label).join('; ')}.
        </p>
      ) : null}
      <Link
        to={settingsAdmissionsPath}
        aria-label={`Add the details in Settings: ${compliance.jurisdictionName}`}
        className="inline-flex font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Add the details in Settings
      </Link>
    </div>
  );
}
