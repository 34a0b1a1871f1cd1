import type { Chapter } from '@counsel/contracts';
import { formatClock } from '../lib/format-time';

export interface ChapterListProps {
  chapters: Chapter[];
  /** Signed thumbnail URLs by chapter start time (missing while loading or when they failed). */
  thumbnails: ReadonlyMap<number, string>;
  currentTime: number;
  /** Asks to seek to a chapter; the seek rule decides. */
  onSelect: (startTime: number) => void;
}

/** The chapter the playhead is in: the last one starting at or before it. */
export function currentChapterIndex(chapters: readonly Chapter[], currentTime: number): number {
  let current = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.startTime <= currentTime + 0.5) current = index;
  });
  return current;
}

/**
 * The video's chapters: thumbnail, title and start time, the current one highlighted (aria-current). Choosing one
 * seeks there when the seek rule allows it (a chapter not reached yet says so, like any refused seek).
 */
export function ChapterList({ chapters, thumbnails, currentTime, onSelect }: ChapterListProps) {
  const current = currentChapterIndex(chapters, currentTime);
  return (
    <nav
      aria-labelledby="chapters-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="chapters-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Chapters
      </h2>
      <ol className="space-y-1">
        {chapters.map((chapter, index) => {
          const isCurrent = index === current;
          const thumbnail = thumbnails.get(chapter.startTime);
          return (
            <li key={`${chapter.startTime}-${chapter.title}`}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(chapter.startTime)}
                className={[
                  'flex w-full cursor-pointer items-center gap-3 rounded-lg p-2 text-left',
                  isCurrent ? 'bg-brand-50 ring-2 ring-brand-500' : 'hover:bg-slate-50',
                ].join(' ')}
              >
                {thumbnail ? (
                  <img
                    src={thumbnail}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-20 shrink-0 rounded bg-slate-200 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="aspect-video w-20 shrink-0 rounded bg-slate-200" />
                )}
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{chapter.title}</span>
                  <span className="block text-sm text-slate-700 tabular-nums">
                    <span className="sr-only">Starts at </span>
                    {formatClock(chapter.startTime)}
                    {isCurrent ? <span className="sr-only"> (now playing)</span> : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
