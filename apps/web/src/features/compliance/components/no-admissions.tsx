import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { settingsAdmissionsPath } from '../lib/compliance-links';

/** The Compliance page before the lawyer has added an admission: what it will show, and where to add one. */
export function NoAdmissions() {
  return (
    <EmptyState
      icon={Landmark}
      title="No admissions yet"
      description="Add the jurisdictions you are admitted in, with your bar number, and this page follows your reporting period, deadline and hours in each."
      highlights={[
        'Your reporting period and deadline in each jurisdiction',
        'Hours earned against each requirement, such as ethics',
        'Warnings when a deadline is near or a category is short',
        'Courses that fill each gap',
      ]}
      actions={<Button text="Add an admission in Settings" href={settingsAdmissionsPath} />}
    />
  );
}
