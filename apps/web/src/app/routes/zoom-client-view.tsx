import { Video, VideoOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { readZoomLaunchParams } from '../../features/live/lib/zoom-launch-params';

function ZoomClientViewPage() {
  const [searchParams] = useSearchParams();
  const launch = readZoomLaunchParams(searchParams);

  if (!launch) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <title>{pageTitle('Live session')}</title>
        <VideoOff aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">This live session link is not valid</h1>
        <p className="mt-3 text-slate-700">
          The link is missing the details needed to join. Open the live session again from its course page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button text="Browse live courses" href={`${paths.browse}?format=LIVE&sort=start-date`} />
          <Button text="My Learning" href={paths.learning} variant="secondary" />
        </div>
      </div>
    );
  }

  const backHref = launch.leaveUrl ?? (launch.courseId ? paths.course(launch.courseId) : paths.browse);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{pageTitle('Live session')}</title>
      <Video aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Live session</h1>
      <p className="mt-3 text-slate-700">
        Meeting {launch.meetingNumber}, joining as <strong>{launch.userName}</strong>.
      </p>
      <p className="mt-3 text-slate-700">The in-browser live room opens with our next release.</p>
      <div className="mt-8 flex justify-center">
        <Button text="Leave" href={backHref} variant="secondary" />
      </div>
    </div>
  );
}

export { ZoomClientViewPage as Component };
