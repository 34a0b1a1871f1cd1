import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  /** Id of the section; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the Settings page, named by its heading (h2). */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 max-w-2xl text-slate-700">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
