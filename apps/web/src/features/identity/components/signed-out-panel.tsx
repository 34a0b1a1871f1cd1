import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

export interface SignedOutPanelProps {
  icon: LucideIcon;
  /** What the page is for, e.g. "Your certificates live here". */
  title: string;
  description: string;
  /** What a signed-in user will find on the page. */
  highlights: string[];
}

/** What a signed-out visitor sees on a page that belongs to an account: what it holds, and Login / Register. */
export function SignedOutPanel(props: SignedOutPanelProps) {
  return (
    <EmptyState
      {...props}
      actions={
        <>
          <Button text="Log in" href={paths.signIn} variant="secondary" />
          <Button text="Create a free account" href={paths.signUp} />
        </>
      }
    />
  );
}
