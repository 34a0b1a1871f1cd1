import { Spinner } from '../components/ui/spinner';

/** Shown inside the frame while a page's code loads on the first visit. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner />
    </div>
  );
}
