export interface SegmentedChoiceProps<Value extends string> {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A radio group (arrow keys move between the choices) styled as a segmented switch. */
export function SegmentedChoice<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<Value>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-800">
        {legend}
      </span>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer items-center rounded-md px-3 py-1.5 text-sm font-semibold text-slate-800 transition-colors has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
