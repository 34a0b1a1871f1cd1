import { FormSelect } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import type { CertificateFilterOptions, CertificateFilters } from '../lib/certificate-filters';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import { CREDIT_TYPES } from '@counsel/contracts/constants';

export interface CertificateFilterBarProps {
  filters: CertificateFilters;
  options: CertificateFilterOptions;
  onChange: (changes: Partial<CertificateFilters>) => void;
  onClear: () => void;
  showClear: boolean;
}

/** Two selects (jurisdiction, credit type) that change the list at once; their values live in the URL. */
export function CertificateFilterBar({
  filters,
  options,
  onChange,
  onClear,
  showClear,
}: CertificateFilterBarProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="w-full sm:w-64">
        <FormSelect
          id="certificate-filter-jurisdiction"
          label="Jurisdiction"
          value={filters.jurisdiction ?? ''}
          placeholder="All jurisdictions"
          options={options.jurisdictions}
          onChange={(event) => onChange({ jurisdiction: event.target.value || null })}
        />
      </div>
      <div className="w-full sm:w-56">
        <FormSelect
          id="certificate-filter-type"
          label="Credit type"
          value={filters.type ?? ''}
          placeholder="All credit types"
          options={options.types.map((type) => ({ value: type, label: CREDIT_TYPE_LABELS[type] }))}
          onChange={(event) =>
            onChange({ type: CREDIT_TYPES.find((type) => type === event.target.value) ?? null })
          }
        />
      </div>
      {showClear ? <Button variant="secondary" text="Clear filters" onClick={onClear} /> : null}
    </div>
  );
}
