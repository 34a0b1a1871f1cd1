import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffPlan } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { usePlanChanges } from '../api/staff-plans-api';

interface Row {
  key: number;
  text: string;
  included: boolean;
  comingSoon: boolean;
}

const INPUT = 'w-full rounded-md border border-slate-400 px-3 py-2 text-sm';

/** A plan's name, description, whether it is on sale, and its features in order: edited in place. */
export function PlanFeaturesEditor({ plan }: { plan: StaffPlan }) {
  const { updatePlan } = usePlanChanges(plan.id);
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description);
  const [active, setActive] = useState(plan.active);
  const [rows, setRows] = useState<Row[]>(() => plan.features.map((feature, key) => ({ key, ...feature })));
  const [nextKey, setNextKey] = useState(plan.features.length);
  const [error, setError] = useState<string | null>(null);
  const id = (part: string) => `plan-${plan.id}-${part}`;

  const change = (key: number, patch: Partial<Row>) =>
    setRows((old) => old.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) =>
    setRows((old) => {
      const target = index + by;
      if (target < 0 || target >= old.length) return old;
      const copy = [...old];
      const [row] = copy.splice(index, 1);
      if (row) copy.splice(target, 0, row);
      return copy;
    });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !description.trim()) {
      setError('Give the plan a name and a description.');
      return;
    }
    const empty = rows.findIndex((row) => !row.text.trim());
    if (empty >= 0) {
      setError(`Feature ${empty + 1}: write its text, or remove it.`);
      return;
    }
    if (!rows.some((row) => row.included)) {
      setError('A plan needs at least one included feature.');
      return;
    }
    setError(null);
    updatePlan.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        active,
        features: rows.map((row) => ({
          text: row.text.trim(),
          included: row.included,
          comingSoon: row.included && row.comingSoon,
        })),
      },
      {
        onSuccess: () => toast.success(`The ${name.trim()} plan is saved.`),
        onError: (failure) => setError(errorReason(failure, 'please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`${plan.name} plan and features`} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('name')} className="mb-1 block text-sm font-medium text-slate-800">
            Name
          </label>
          <input
            id={id('name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={INPUT}
          />
        </div>
        <div className="flex items-end gap-2 pb-2">
          <input
            id={id('active')}
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          <label htmlFor={id('active')} className="text-sm text-slate-800">
            On sale
          </label>
        </div>
      </div>
      <div>
        <label htmlFor={id('description')} className="mb-1 block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={id('description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={2}
          className={INPUT}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-slate-900">Features</legend>
        {rows.map((row, index) => (
          <div
            key={row.key}
            className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2"
          >
            <div className="min-w-64 flex-1">
              <label htmlFor={id(`feature-${row.key}`)} className="sr-only">
                Feature {index + 1}
              </label>
              <input
                id={id(`feature-${row.key}`)}
                value={row.text}
                onChange={(event) => change(row.key, { text: event.target.value })}
                className={INPUT}
              />
            </div>
            <label className="flex items-center gap-1 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={row.included}
                onChange={(event) =>
                  change(row.key, {
                    included: event.target.checked,
                    comingSoon: event.target.checked && row.comingSoon,
                  })
                }
                aria-label={`Feature ${index + 1} included`}
                className="size-4 accent-brand-700"
              />
              Included
            </label>
            <label className="flex items-center gap-1 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={row.comingSoon}
                disabled={!row.included}
                onChange={(event) => change(row.key, { comingSoon: event.target.checked })}
                aria-label={`Feature ${index + 1} coming soon`}
                className="size-4 accent-brand-700"
              />
              Coming soon
            </label>
            <Button
              variant="secondary"
              text="Up"
              aria-label={`Move feature ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              variant="secondary"
              text="Down"
              aria-label={`Move feature ${index + 1} down`}
              disabled={index === rows.length - 1}
              onClick={() => move(index, 1)}
            />
            <Button
              variant="secondary"
              text="Remove"
              aria-label={`Remove feature ${index + 1}`}
              onClick={() => setRows((old) => old.filter((other) => other.key !== row.key))}
            />
          </div>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          text="Add a feature"
          onClick={() => {
            setRows((old) => [...old, { key: nextKey, text: '', included: true, comingSoon: false }]);
            setNextKey((key) => key + 1);
          }}
        />
        <Button type="submit" text="Save plan" loading={updatePlan.isPending} />
      </div>
    </form>
  );
}
