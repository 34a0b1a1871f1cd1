import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { createPortalSession } from '../api/create-portal-session';
import { portalErrorMessage } from '../lib/membership-messages';

/**
 * Opens the billing portal (invoices, plan, seats, card, cancel): POST create-portal-session → `portal_url`.
 * `text` names what the user goes there for (Manage Firm's "Buy more seats").
 */
export function ManageBillingButton({ text = 'Manage billing' }: { text?: string }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { portal_url: portalUrl } = await createPortalSession();
      window.location.assign(portalUrl);
    } catch (error) {
      setOpening(false);
      toast.error(portalErrorMessage(error));
    }
  };
  return <Button variant="secondaryBold" text={text} loading={opening} onClick={() => void open()} />;
}
