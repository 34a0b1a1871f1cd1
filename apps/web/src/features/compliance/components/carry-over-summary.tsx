import type { AdmissionCompliance } from '@counsel/contracts';
import { hoursPhrase } from '../lib/compliance-text';

export interface CarryOverSummaryProps {
  carryIn: number;
  carryOut: AdmissionCompliance['carryOut'];
}

/** The hours carried in from the previous period and those that will carry to the next (or be lost); nothing when all are zero. */
export function CarryOverSummary({ carryIn, carryOut }: CarryOverSummaryProps) {
  if (carryIn <= 0 && carryOut.carried <= 0 && carryOut.lost <= 0) return null;
  return (
    <ul role="list" aria-label="Carry-over" className="space-y-1 text-sm text-slate-800">
      {carryIn > 0 ? <li>Carried in from the previous period: {hoursPhrase(carryIn)}</li> : null}
      {carryOut.carried > 0 ? (
        <li>Carrying over to the next period: {hoursPhrase(carryOut.carried)}</li>
      ) : null}
      {carryOut.lost > 0 ? (
        <li>Over the carry-over limit, not carried: {hoursPhrase(carryOut.lost)}</li>
      ) : null}
    </ul>
  );
}
