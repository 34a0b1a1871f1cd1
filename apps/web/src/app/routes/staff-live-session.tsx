import { Link, useParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { LiveSessionDetailView } from '../../features/staff-live/components/live-session-detail';

/** `/staff/live/:sessionId`: one session — move, capacity, cancel, registrants and attendance, questions. */
function StaffLiveSessionPage() {
  const { sessionId = '' } = useParams();
  return (
    <>
      <title>{pageTitle('Live session')}</title>
      <p className="mb-4">
        <Link to={paths.staffLive} className="text-brand-700 underline-offset-2 hover:underline">
          All live sessions
        </Link>
      </p>
      <LiveSessionDetailView key={sessionId} sessionId={sessionId} />
    </>
  );
}

export { StaffLiveSessionPage as Component };
