import { Link, useParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { errorReason } from '../../lib/error-reason';
import { usePerson } from '../../features/staff-people/api/get-person';
import { PersonRecord } from '../../features/staff-people/components/person-record';

/** `/staff/people/:userId`: a person's record, with resend verification and certificate revocation. */
function StaffPersonPage() {
  const { userId = '' } = useParams();
  const person = usePerson(userId);
  return (
    <>
      <title>{pageTitle(person.data ? person.data.account.name : 'Person')}</title>
      <p className="mb-4 text-sm">
        <Link to={paths.staffPeople} className="text-blue-800 underline">
          Back to People
        </Link>
      </p>
      {person.isError ? (
        <p role="alert" className="text-red-700">
          {errorReason(person.error, 'please try again.')}
        </p>
      ) : person.data ? (
        <PersonRecord person={person.data} />
      ) : (
        <p className="text-slate-600">Loading…</p>
      )}
    </>
  );
}

export { StaffPersonPage as Component };
