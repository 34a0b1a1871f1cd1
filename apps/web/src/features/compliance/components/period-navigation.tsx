import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PeriodNavigationProps {
  jurisdictionName: string;
  /** The start of the period before the one shown; null at the edge of what the rule covers. */
  previousStart: string | null;
  nextStart: string | null;
  /** The current period is the one shown. */
  showingCurrent: boolean;
  onShow: (periodStart: string | null) => void;
}

const BUTTON =
  'inline-flex cursor-pointer items-center gap-1 rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm ' +
  'font-medium text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:border-brand-200 aria-disabled:hover:bg-white';

/**
 * A button that stays focusable when it cannot act (aria-disabled), so focus is not lost when the edge of the rule
 * is reached from it.
 */
function PeriodButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={BUTTON}
    >
      {children}
    </button>
  );
}

/** "Previous period", "Current period", "Next period": which reporting period a card shows. */
export function PeriodNavigation({
  jurisdictionName,
  previousStart,
  nextStart,
  showingCurrent,
  onShow,
}: PeriodNavigationProps) {
  return (
    <div role="group" aria-label={`Reporting periods: ${jurisdictionName}`} className="flex flex-wrap gap-2">
      <PeriodButton disabled={previousStart === null} onClick={() => onShow(previousStart)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous period
      </PeriodButton>
      <PeriodButton disabled={showingCurrent} onClick={() => onShow(null)}>
        Current period
      </PeriodButton>
      <PeriodButton disabled={nextStart === null} onClick={() => onShow(nextStart)}>
        Next period
        <ChevronRight aria-hidden="true" className="size-4" />
      </PeriodButton>
    </div>
  );
}
