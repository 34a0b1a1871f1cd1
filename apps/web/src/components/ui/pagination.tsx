import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type PageItem = number | 'gap-start' | 'gap-end';

/** Page numbers to show: first, last, and `siblings` either side of the current page, with gaps between. */
export function pageItems(currentPage: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 5 + siblings * 2) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, currentPage - siblings);
  const end = Math.min(totalPages - 1, currentPage + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The `?search` (or path) that shows a given page. */
  hrefForPage: (page: number) => string;
  /** Called after a page link is followed (e.g. to move focus to the results). */
  onNavigate?: (page: number) => void;
  /** History state given to every page link (Browse marks its filters as chosen). */
  linkState?: unknown;
  /** The navigation landmark's name; two lists on one page need two names. */
  label?: string;
}

const BASE = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium';
const LINK = `${BASE} text-brand-700 hover:bg-brand-50`;

/** Previous, page numbers (with gaps) and Next as links; nothing when there is one page. */
export function Pagination({
  currentPage,
  totalPages,
  hrefForPage,
  onNavigate,
  linkState,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul role="list" className="flex flex-wrap items-center gap-1">
        <li>
          {hasPrevious ? (
            <Link
              to={hrefForPage(currentPage - 1)}
              state={linkState}
              onClick={() => onNavigate?.(currentPage - 1)}
              className={LINK}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${BASE} cursor-not-allowed text-slate-500`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </span>
          )}
        </li>
        {pageItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === currentPage ? (
                <Link
                  to={hrefForPage(item)}
                  state={linkState}
                  aria-current="page"
                  aria-label={`Page ${item}`}
                  className={`${BASE} bg-brand-700 text-white`}
                >
                  {item}
                </Link>
              ) : (
                <Link
                  to={hrefForPage(item)}
                  state={linkState}
                  aria-label={`Page ${item}`}
                  onClick={() => onNavigate?.(item)}
                  className={LINK}
                >
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link
              to={hrefForPage(currentPage + 1)}
              state={linkState}
              onClick={() => onNavigate?.(currentPage + 1)}
              className={LINK}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${BASE} cursor-not-allowed text-slate-500`}>
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
