import { FileCheck2, Landmark, PlayCircle } from 'lucide-react';

export interface TrustSectionProps {
  /** Jurisdictions in the catalog (undefined while loading or when unavailable). */
  jurisdictionCount: number | undefined;
}

const QUESTIONS = [
  {
    question: 'Will my state bar accept the certificate?',
    answer:
      'Each course lists, per jurisdiction, whether credit is approved or pending approval and the course number the bar assigned. Certificates carry the details bars ask for: your name, the course, the date, the credit type, category and hours.',
  },
  {
    question: 'What is the difference between CLE, SBA, Paralegal CLE and CPD?',
    answer:
      'CLE is continuing legal education for attorneys; SBA credit comes from state bar association programs; Paralegal CLE serves paralegals; CPD is continuing professional development for lawyers outside the US. A course shows every credit type it carries.',
  },
  {
    question: 'How are credit hours counted?',
    answer:
      'Hours depend on the jurisdiction: most count 60 minutes per credit hour, a few count 50. The credit table on each course shows the hours for every jurisdiction.',
  },
  {
    question: 'Can I take courses on my phone?',
    answer:
      'Yes. Courses work in any modern browser on phone, tablet or computer, and so will live webinars when they open.',
  },
];

export function TrustSection({ jurisdictionCount }: TrustSectionProps) {
  const stats = [
    {
      icon: Landmark,
      value: jurisdictionCount === undefined ? 'Many' : String(jurisdictionCount),
      label: jurisdictionCount === 1 ? 'jurisdiction covered' : 'jurisdictions covered',
    },
    { icon: FileCheck2, value: '4', label: 'credit types: CLE, SBA, Paralegal CLE and CPD' },
    { icon: PlayCircle, value: '24/7', label: 'on-demand access' },
  ];
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="trust-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Credit you can rely on
      </h2>
      <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-3">
        {stats.map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
            <p>
              <span className="block text-2xl font-bold text-slate-900">{value}</span>
              <span className="text-slate-700">{label}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 max-w-3xl">
        <h3 className="text-xl font-semibold text-slate-900">Questions lawyers ask</h3>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {QUESTIONS.map(({ question, answer }) => (
            <details key={question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {question}
                  <span aria-hidden="true" className="text-brand-600 transition group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
