import type { Speaker } from '@counsel/contracts';
import { accountInitials } from '@counsel/domain';

export interface SpeakerListProps {
  speakers: Speaker[];
}

export function SpeakerList({ speakers }: SpeakerListProps) {
  if (speakers.length === 0) return <p className="text-slate-700">Speakers will be announced soon.</p>;
  return (
    <ul role="list" className="space-y-6">
      {speakers.map((speaker) => (
        <li key={`${speaker.name}-${speaker.title}`} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {accountInitials(speaker.name)}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{speaker.name}</h3>
            <p className="text-sm text-slate-700">{speaker.title}</p>
            <p className="mt-2 text-sm leading-relaxed text-slate-800">{speaker.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
