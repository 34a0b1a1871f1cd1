import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { useCertificateVerification } from '../../features/completions/api/get-certificate-verification';
import {
  VerificationResult,
  VerificationResultSkeleton,
} from '../../features/completions/components/verification-result';
import { VerifyNumberForm } from '../../features/completions/components/verify-number-form';
import { isApiError } from '../../lib/api-client';
import { errorReason } from '../../lib/error-reason';

/** Long enough for any real number; an address with more is cut short on screen. */
const SHOWN_NUMBER_MAX = 60;

function NotFound({ number }: { number: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <SearchX aria-hidden="true" className="size-8 shrink-0 text-slate-600" />
      <div>
        <h2 className="text-xl font-bold text-slate-900">No certificate has the number {number}.</h2>
        <p className="mt-1 text-sm text-slate-700">
          Check the number against the certificate: it looks like CCLE-2026-7KQ2M9XD (the letters I and O are
          never used). Scanning the QR code on the certificate opens the right page.
        </p>
      </div>
    </div>
  );
}

function VerificationAnswer({
  number,
  verification,
}: {
  number: string;
  verification: ReturnType<typeof useCertificateVerification>;
}) {
  if (verification.data) return <VerificationResult verification={verification.data} />;
  if (verification.isError) {
    const { error } = verification;
    // 404 CERTIFICATE_NOT_FOUND; 400 for an address no certificate number could have.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <NotFound number={number.slice(0, SHOWN_NUMBER_MAX)} />;
    }
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-xl font-bold text-slate-900">We could not check this certificate</h2>
        <p className="mt-1 text-slate-700">{errorReason(error, 'Please try again.')}</p>
        <Button
          variant="secondary"
          text="Retry"
          className="mt-3"
          loading={verification.isFetching}
          onClick={() => void verification.refetch()}
        />
      </div>
    );
  }
  return null;
}

/**
 * The answer, then the form for another number. While the answer loads (and in the server-rendered HTML) only the
 * skeleton is there, at a valid certificate's size, and the form comes with the answer: so nothing that was on
 * screen moves when an answer of another height (no such certificate) replaces the skeleton.
 */
function VerificationContent({ number }: { number: string }) {
  const verification = useCertificateVerification(number);
  if (verification.isPending) return <VerificationResultSkeleton />;
  return (
    <>
      <VerificationAnswer number={number} verification={verification} />
      <VerifyNumberForm />
    </>
  );
}

/**
 * /verify/:certificateNumber (public: the QR code and the link on every certificate lead here): whether the
 * certificate is valid, and the facts printed on it. Works for visitors; sends no token.
 */
function VerifyCertificatePage() {
  const { certificateNumber = '' } = useParams();
  const number = certificateNumber.trim();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Verify a certificate')}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Certificate verification</h1>
        <p className="mt-2 text-slate-700">
          Confirms a certificate of attendance issued by Counsel CLE, for a state bar, an employer or anyone
          who receives one.
        </p>
      </header>
      <VerificationContent key={number} number={number} />
    </div>
  );
}

export { VerifyCertificatePage as Component };
