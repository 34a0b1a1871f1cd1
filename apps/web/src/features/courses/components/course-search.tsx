import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { COURSE_SEARCH_MAX_LENGTH } from '@counsel/contracts/constants';

/** Typing pauses this long before the list follows. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CourseSearchProps {
  /** The search in effect (from the URL). */
  value: string;
  /** `immediate` is true for Enter / the button, false for the debounced search-as-you-type. */
  onSearch: (query: string, immediate: boolean) => void;
}

/** A search box that follows typing after 300 ms and searches at once on Enter. */
export function CourseSearch({ value, onSearch }: CourseSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);

  // The URL changed from outside (Clear filters, back button): show its search, unless it is what we typed.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const query = text.trim();
    if (query === value) return undefined;
    const timer = setTimeout(() => {
      onSearch(query, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onSearch]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim(), true);
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Search courses
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          name="q"
          value={text}
          maxLength={COURSE_SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setText(event.target.value);
          }}
          placeholder="Title, topic or speaker"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-md border border-slate-400 bg-white pl-9 pr-28 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute inset-y-0 right-1 flex items-center gap-1">
          {text !== '' && (
            <button
              type="button"
              onClick={() => {
                setText('');
                onSearch('', true);
              }}
              className="rounded p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Clear search</span>
            </button>
          )}
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </div>
      </div>
    </form>
  );
}
