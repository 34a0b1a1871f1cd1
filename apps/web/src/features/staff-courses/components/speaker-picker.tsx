import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { useCreateSpeaker, useStaffSpeakers } from '../api/staff-speakers';

const INPUT = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900';

/** The course's speakers, in the order ticked, and a short form that adds a new speaker (with a photo address). */
export function SpeakerPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (speakerIds: string[]) => void;
}) {
  const speakers = useStaffSpeakers();
  const create = useCreateSpeaker();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ name: '', title: '', bio: '', photoUrl: '' });
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((entry) => entry !== id) : [...selected, id]);

  const add = () => {
    create.mutate(
      { ...draft, photoUrl: draft.photoUrl.trim() === '' ? null : draft.photoUrl.trim() },
      {
        onSuccess: (speaker) => {
          onChange([...selected, speaker.id]);
          setDraft({ name: '', title: '', bio: '', photoUrl: '' });
          setAdding(false);
          toast.success(`${speaker.name} was added.`);
        },
        onError: (error) => toast.error(errorReason(error, 'the speaker could not be added.')),
      },
    );
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Speakers</legend>
      {speakers.isError ? (
        <p role="alert">
          The speakers could not be loaded: {errorReason(speakers.error, 'please try again.')}
        </p>
      ) : null}
      <ul className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
        {(speakers.data?.items ?? []).map((speaker) => (
          <li key={speaker.id}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={selected.includes(speaker.id)}
                onChange={() => toggle(speaker.id)}
              />
              <span>
                <span className="font-medium text-slate-900">{speaker.name}</span>
                <span className="block text-slate-600">{speaker.title}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2" role="group" aria-label="New speaker">
          {(
            [
              ['name', 'Name'],
              ['title', 'Role and organisation'],
              ['photoUrl', 'Photo address (https://…)'],
            ] as const
          ).map(([key, label]) => (
            <div key={key}>
              <label htmlFor={`speaker-${key}`} className="mb-1 block text-sm font-medium text-slate-800">
                {label}
              </label>
              <input
                id={`speaker-${key}`}
                className={INPUT}
                value={draft[key]}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <label htmlFor="speaker-bio" className="mb-1 block text-sm font-medium text-slate-800">
              Biography
            </label>
            <textarea
              id="speaker-bio"
              rows={3}
              className={INPUT}
              value={draft.bio}
              onChange={(event) => setDraft({ ...draft, bio: event.target.value })}
            />
          </div>
          <div className="flex gap-2">
            <Button text="Add speaker" onClick={add} loading={create.isPending} />
            <Button variant="secondary" text="Cancel" onClick={() => setAdding(false)} />
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <Button variant="secondary" text="New speaker" onClick={() => setAdding(true)} />
        </div>
      )}
    </fieldset>
  );
}
