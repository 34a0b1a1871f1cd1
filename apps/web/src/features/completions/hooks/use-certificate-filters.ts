import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasCertificateFilters,
  NO_CERTIFICATE_FILTERS,
  parseCertificateFilters,
  serializeCertificateFilters,
  type CertificateFilters,
} from '../lib/certificate-filters';

/** The Certificates page's filters, read from and written to the URL (each change is a history entry). */
export function useCertificateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCertificateFilters(searchParams), [searchParams]);

  const setFilters = useCallback(
    (changes: Partial<CertificateFilters>) => {
      setSearchParams((current) =>
        serializeCertificateFilters({ ...parseCertificateFilters(current), ...changes }),
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(serializeCertificateFilters(NO_CERTIFICATE_FILTERS)),
    [setSearchParams],
  );

  return { filters, isFiltered: hasCertificateFilters(filters), setFilters, clearFilters };
}
