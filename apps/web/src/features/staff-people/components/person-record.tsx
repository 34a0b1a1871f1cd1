import type { StaffPerson } from '@counsel/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { formatDate } from '../../../lib/format-date';
import { useResendVerification } from '../api/resend-verification';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const TABLE = 'w-full border-collapse text-left text-sm';
const CELL = 'border-b border-slate-200 px-2 py-1.5';

function hoursText(credits: StaffPerson['completions'][number]['credits']): string {
  return credits
    .map(
      (credit) =>
        `${credit.jurisdictionCode} ${credit.hours} ${credit.category.toLowerCase().replaceAll('_', ' ')}`,
    )
    .join(', ');
}

/** A person's record as staff read it, with its two actions: resend the verification e-mail, revoke a certificate. */
export function PersonRecord({ person }: { person: StaffPerson }) {
  const { account, billing, firmSeat } = person;
  const resend = useResendVerification(account.userId);
  const [revoking, setRevoking] = useState<string | null>(null);
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{account.name}</h1>
        <p className="text-slate-700">
          {account.email} · {account.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          {account.isStaff ? ' · Staff member' : ''} · Joined {formatDate(account.createdAt)}
        </p>
        {account.emailVerified ? null : (
          <Button
            variant="secondary"
            text="Resend verification e-mail"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => toast.success(`Verification e-mail sent to ${account.email}.`),
                onError: (error) => toast.error(errorReason(error, 'please try again.')),
              })
            }
          />
        )}
      </header>

      <Section title="Billing">
        <p className="text-sm text-slate-800">
          {billing.membershipReason === 'SUBSCRIPTION'
            ? 'Every course is open through their own subscription.'
            : billing.membershipReason === 'FIRM_SEAT'
              ? 'Every course is open through a firm seat.'
              : 'No membership covers the catalog now.'}
        </p>
        {billing.subscription ? (
          <p className="text-sm text-slate-700">
            {billing.subscription.planName} ({billing.subscription.interval}) · {billing.subscription.status}{' '}
            · {billing.subscription.cancelAtPeriodEnd ? 'ends' : 'renews'}{' '}
            {formatDate(billing.subscription.currentPeriodEnd)}
          </p>
        ) : (
          <p className="text-sm text-slate-700">No subscription.</p>
        )}
        {firmSeat ? (
          <p className="text-sm text-slate-700">
            Seat in{' '}
            <Link to={paths.staffFirm(firmSeat.id)} className="text-blue-800 underline">
              {firmSeat.name}
            </Link>
            {firmSeat.isAdministrator ? ' (administrator)' : ''}
          </p>
        ) : null}
      </Section>

      <Section title="Admissions">
        {person.admissions.length === 0 ? (
          <p className="text-sm text-slate-700">No admissions recorded.</p>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th className={CELL}>Jurisdiction</th>
                <th className={CELL}>Bar number</th>
                <th className={CELL}>Admitted</th>
              </tr>
            </thead>
            <tbody>
              {person.admissions.map((admission) => (
                <tr key={admission.jurisdictionCode}>
                  <td className={CELL}>{admission.jurisdictionName}</td>
                  <td className={`${CELL} font-mono`}>{admission.barNumber}</td>
                  <td className={CELL}>{admission.admittedOn ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section title="Enrollments">
        {person.enrollments.length === 0 ? (
          <p className="text-sm text-slate-700">No enrollments.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {person.enrollments.map((enrollment) => (
              <li key={enrollment.courseId}>
                {enrollment.courseTitle} · {enrollment.access === 'PURCHASE' ? 'bought' : 'membership'} ·{' '}
                {formatDate(enrollment.enrolledAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Completions and certificates">
        {person.completions.length === 0 ? (
          <p className="text-sm text-slate-700">No completions.</p>
        ) : (
          <table className={TABLE}>
            <thead>
              <tr>
                <th className={CELL}>Course</th>
                <th className={CELL}>Completed</th>
                <th className={CELL}>Credit</th>
                <th className={CELL}>Certificate</th>
                <th className={CELL}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {person.completions.map((completion) => {
                const certificate = completion.certificate;
                return (
                  <tr key={completion.id}>
                    <td className={CELL}>{completion.courseTitle}</td>
                    <td className={CELL}>{formatDate(completion.completedAt)}</td>
                    <td className={CELL}>{hoursText(completion.credits)}</td>
                    <td className={CELL}>
                      {certificate ? (
                        <>
                          <a href={certificate.verifyPath} className="font-mono text-blue-800 underline">
                            {certificate.certificateNumber}
                          </a>
                          <div className="text-xs text-slate-600">
                            Issued {formatDate(certificate.issuedAt)}
                            {certificate.revokedAt ? (
                              <strong className="block text-red-800">
                                Revoked on {formatDate(certificate.revokedAt)}: {certificate.revokedReason}
                              </strong>
                            ) : null}
                          </div>
                        </>
                      ) : (
                        'Being issued'
                      )}
                    </td>
                    <td className={CELL}>
                      {certificate && !certificate.revokedAt ? (
                        <Button
                          variant="danger"
                          text="Revoke"
                          onClick={() => setRevoking(certificate.certificateNumber)}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>
      <RevokeCertificateDialog certificateNumber={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
