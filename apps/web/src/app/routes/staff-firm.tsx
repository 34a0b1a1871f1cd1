import { Link, useParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { errorReason } from '../../lib/error-reason';
import { useFirm } from '../../features/staff-people/api/get-firm';
import { FirmRecord } from '../../features/staff-people/components/firm-record';

/** `/staff/firms/:firmId`: a firm's record (read-only). */
function StaffFirmPage() {
  const { firmId = '' } = useParams();
  const firm = useFirm(firmId);
  return (
    <>
      <title>{pageTitle(firm.data ? firm.data.firm.name : 'Firm')}</title>
      <p className="mb-4 text-sm">
        <Link to={paths.staffPeople} className="text-blue-800 underline">
          Back to People
        </Link>
      </p>
      {firm.isError ? (
        <p role="alert" className="text-red-700">
          {errorReason(firm.error, 'please try again.')}
        </p>
      ) : firm.data ? (
        <FirmRecord firm={firm.data} />
      ) : (
        <p className="text-slate-600">Loading…</p>
      )}
    </>
  );
}

export { StaffFirmPage as Component };
