import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormInput } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';

const MAX_LENGTH = 40;

/** "Check another certificate": a number, then the verification page for it. */
export function VerifyNumberForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (number === '') {
      setError('Enter a certificate number.');
      return;
    }
    void navigate(paths.verifyCertificate(number));
  };

  return (
    <section
      aria-labelledby="verify-another-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="verify-another-heading" className="text-lg font-semibold text-slate-900">
        Check another certificate
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <FormInput
            id="verify-certificate-number"
            label="Certificate number"
            hint="Printed on the certificate, e.g. CCLE-2026-7KQ2M9XD."
            value={value}
            maxLength={MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <Button type="submit" text="Verify" />
      </form>
    </section>
  );
}
