import type { RevealedCode } from '@counsel/contracts';
import { KeyRound, X } from 'lucide-react';

export interface AttendanceCodeBannersProps {
  codes: RevealedCode[];
  onDismiss: (code: RevealedCode) => void;
}

/**
 * Attendance codes just revealed by a heartbeat, over the top of the picture (inside the player, so they show in
 * full screen too): each an alert, announced at once, that stays until the lawyer dismisses it.
 */
export function AttendanceCodeBanners({ codes, onDismiss }: AttendanceCodeBannersProps) {
  if (codes.length === 0) return null;
  return (
    <div className="absolute inset-x-0 top-0 z-20 space-y-2 p-3">
      {codes.map((code) => (
        <div
          key={`${code.code}-${code.momentSeconds}`}
          role="alert"
          className="flex items-start gap-3 rounded-lg bg-accent-400 p-3 text-brand-900 shadow-lg ring-2 ring-brand-900"
        >
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1 text-base font-medium">
            Attendance code: <strong className="font-mono text-xl tracking-widest">{code.code}</strong> — note
            it down. You will enter it before claiming credit.
          </p>
          <button
            type="button"
            aria-label={`Dismiss attendance code ${code.code}`}
            onClick={() => onDismiss(code)}
            className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-accent-500"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ))}
    </div>
  );
}
