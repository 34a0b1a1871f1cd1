import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pageTitle } from '../config/app';
import { paths } from '../config/paths';
import { reportError } from '../lib/error-reporting';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The router's error boundary: a friendly page instead of a blank screen when a page fails to render or load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const outdated = isChunkLoadError(error);
  // A page that failed to render or load is reported (when error reporting is on); a page not found is not.
  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);

  const heading = notFound ? 'Page not found' : 'Something went wrong';
  const message = notFound
    ? 'We could not find the page you were looking for.'
    : outdated
      ? 'A new version of Counsel CLE is available. Reload the page to continue.'
      : 'This page ran into a problem. Reloading usually fixes it; if it does not, try again in a few minutes.';

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle(heading)}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
        {notFound ? '404' : 'Error'}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => {
              window.location.reload();
            }}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Reload page
          </button>
        )}
        <Link
          to={paths.browse}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Browse courses
        </Link>
        <Link
          to={paths.home}
          className="rounded-md px-4 py-2 font-semibold text-brand-700 underline underline-offset-2"
        >
          Home
        </Link>
      </div>
    </div>
  );
}

/** The outermost boundary, used when the frame itself failed: the page stands alone, so it brings its own <main>. */
export function RootErrorPage() {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-slate-50">
      <RouteErrorPage />
    </main>
  );
}
