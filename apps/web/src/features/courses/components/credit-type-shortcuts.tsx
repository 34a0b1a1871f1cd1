import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import { CREDIT_TYPE_DESCRIPTIONS } from '../lib/course-labels';
import { CREDIT_TYPES } from '@counsel/contracts/constants';

export interface CreditTypeShortcutsProps {
  /** Dark variant for navy bands. */
  tone?: 'light' | 'dark';
}

/** One link per credit type, each opening Browse filtered to it (?type=…). */
export function CreditTypeShortcuts({ tone = 'light' }: CreditTypeShortcutsProps) {
  const card =
    tone === 'dark'
      ? 'border-white/20 bg-white/5 hover:bg-white/10 text-white'
      : 'border-slate-200 bg-white hover:border-brand-500 hover:shadow-md text-slate-900';
  const detail = tone === 'dark' ? 'text-brand-100' : 'text-slate-700';
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CREDIT_TYPES.map((type) => (
        <li key={type}>
          <Link
            to={`${paths.browse}?type=${type}`}
            className={`flex h-full flex-col rounded-xl border p-5 transition ${card}`}
          >
            <span className="text-lg font-bold">{CREDIT_TYPE_LABELS[type]}</span>
            <span className={`mt-1 text-sm ${detail}`}>{CREDIT_TYPE_DESCRIPTIONS[type]}</span>
            <span className="sr-only">: browse {CREDIT_TYPE_LABELS[type]} courses</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
