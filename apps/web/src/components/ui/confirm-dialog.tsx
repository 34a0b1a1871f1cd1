import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in sentences; read out with the title when the dialog opens. */
  children: ReactNode;
  confirmText: string;
  /** `danger` for what cannot be undone (removing, revoking). */
  confirmVariant?: 'primary' | 'danger';
  cancelText?: string;
  /** The confirmation is running: both buttons wait. */
  busy?: boolean;
  /** The action cannot be confirmed now (the dialog says why). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation (WAI-ARIA alertdialog): focus starts on Cancel, the least destructive choice, and stays
 * inside; Escape and the backdrop cancel (not while busy); the page behind does not scroll; on close, focus goes
 * back to what had it before.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  confirmVariant = 'primary',
  cancelText = 'Cancel',
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const cancel = () => {
    if (!busy) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" onClick={cancel} className="fixed inset-0 bg-slate-900/50" />
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        className="relative max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 space-y-2 text-slate-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <CancelButton text={cancelText} disabled={busy} onClick={cancel} />
          <Button
            variant={confirmVariant}
            text={confirmText}
            loading={busy}
            disabled={confirmDisabled}
            onClick={onConfirm}
          />
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Cancel gets the first focus, so it is a plain button that can carry `data-autofocus`. */
function CancelButton({ text, disabled, onClick }: { text: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      data-autofocus
      disabled={disabled}
      onClick={onClick}
      className="inline-flex cursor-pointer items-center justify-center rounded-md border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {text}
    </button>
  );
}
