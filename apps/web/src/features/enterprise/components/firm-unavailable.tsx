import { Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { FIRM_NOT_FOUND } from '../lib/enterprise-messages';

/** GET /api/enterprise answered ENTERPRISE_NOT_FOUND: no firm to manage (its subscription ended, or none yet). */
export function FirmUnavailable() {
  return (
    <EmptyState
      icon={Building2}
      title="There is no firm to manage"
      description={`${FIRM_NOT_FOUND} If your firm's plan ended, renew it to invite your lawyers again; their certificates are kept.`}
      actions={
        <>
          <Button text="See firm plans" href={paths.choosePlan} />
          <Button variant="secondary" text="Go to Settings" href={`${paths.settings}#membership`} />
        </>
      }
    />
  );
}
