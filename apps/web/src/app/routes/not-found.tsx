import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The 404 page for any unknown address. */
function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>Page not found · Counsel CLE</title>
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-900 text-accent-400">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-700">
        The page you are looking for does not exist or has moved. Check the address, or continue from one of
        these pages.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button href="/dashboard/courses" text="Browse courses" />
        <Button href="/dashboard" variant="secondary" text="Go to Home" />
      </div>
    </div>
  );
}

export { NotFoundRoute as Component };
