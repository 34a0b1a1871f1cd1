import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { signOutEverywhereErrorMessage } from '../lib/settings-messages';
import { SettingsSection } from './settings-section';

export interface SessionsSectionProps {
  /** Ends every session (this one too) and leaves the page; rejects when the sessions could not be ended. */
  onSignOutEverywhere: () => Promise<void>;
}

/** "Sign out everywhere": for a lost phone or a shared computer. */
export function SessionsSection({ onSignOutEverywhere }: SessionsSectionProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOutEverywhere = async () => {
    setPending(true);
    setError(null);
    try {
      await onSignOutEverywhere();
    } catch (caught) {
      setError(signOutEverywhereErrorMessage(caught));
      setPending(false);
    }
  };

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="Signed in on a computer you no longer use, or lost a phone? End every session, this one included."
    >
      <div className="space-y-3">
        <FormAlert id="settings-sessions-alert" message={error} />
        <Button
          variant="danger"
          text="Sign out everywhere"
          icon={<LogOut className="size-4" />}
          loading={pending}
          onClick={() => void signOutEverywhere()}
        />
      </div>
    </SettingsSection>
  );
}
