import type { StaffFirm } from '@counsel/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';

const CELL = 'border-b border-slate-200 px-2 py-1.5';

/** A firm's record as staff read it: the buyer, seats, every member and the subscription. Read-only. */
export function FirmRecord({ firm: record }: { firm: StaffFirm }) {
  const { firm, subscription } = record;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{firm.name}</h1>
        <p className="text-slate-700">
          Bought by{' '}
          <Link to={paths.staffPerson(firm.owner.userId)} className="text-blue-800 underline">
            {firm.owner.name}
          </Link>{' '}
          ({firm.owner.email}) · since {formatDate(firm.createdAt)}
        </p>
        <p className="text-slate-700">
          {record.seatsUsed} of {firm.seats} seats held
        </p>
        <p className="text-slate-700">
          {subscription
            ? `${subscription.planName} (${subscription.interval}) · ${subscription.status} · ${subscription.seats} seats · ${
                subscription.cancelAtPeriodEnd ? 'ends' : 'renews'
              } ${formatDate(subscription.currentPeriodEnd)}`
            : 'No subscription.'}
        </p>
      </header>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Members</h2>
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <th className={CELL}>Name</th>
              <th className={CELL}>E-mail</th>
              <th className={CELL}>Status</th>
              <th className={CELL}>Invited</th>
            </tr>
          </thead>
          <tbody>
            {record.members.map((member) => (
              <tr key={member.memberId}>
                <td className={CELL}>
                  {member.userId ? (
                    <Link to={paths.staffPerson(member.userId)} className="text-blue-800 underline">
                      {member.name}
                    </Link>
                  ) : (
                    member.name
                  )}
                  {member.isAdministrator ? ' (administrator)' : ''}
                </td>
                <td className={CELL}>{member.email}</td>
                <td className={CELL}>{member.status}</td>
                <td className={CELL}>{formatDate(member.invitedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
