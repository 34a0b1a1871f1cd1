import { VideoOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { LiveRoomLauncher } from '../../features/live/components/live-room-launcher';
import { BROWSE_LIVE_PATH } from '../../features/live/lib/live-paths';
import { readZoomLaunchParams } from '../../features/live/lib/zoom-launch-params';

/**
 * /zoom-client-view?meetingNumber=…&signature=…&sdkKey=…&courseId=…&leaveUrl=… (the spec's launch parameters):
 * the live room. Without valid parameters, says the link is not valid.
 */
function ZoomClientViewPage() {
  const [searchParams] = useSearchParams();
  const launch = readZoomLaunchParams(searchParams);

  return (
    <>
      <title>{pageTitle('Live session')}</title>
      {launch ? (
        <LiveRoomLauncher launch={launch} />
      ) : (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <VideoOff aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">This live session link is not valid</h1>
          <p className="mt-3 text-slate-700">
            The link is missing the details needed to join. Open the live session again from its course page.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button text="Browse live courses" href={BROWSE_LIVE_PATH} />
            <Button text="My Learning" href={paths.learning} variant="secondary" />
          </div>
        </div>
      )}
    </>
  );
}

export { ZoomClientViewPage as Component };
