import type { ReactNode } from 'react';

export interface LiveRoomMessageProps {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  /** Links and buttons under the message. */
  actions: ReactNode;
}

/** A full-page message of the live room (a refusal, the Zoom notice), centred, with its way out. */
export function LiveRoomMessage({ icon, heading, children, actions }: LiveRoomMessageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center text-brand-600">
        {icon}
      </span>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{heading}</h1>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
