import { normalizeForSearch } from '@counsel/domain';
import Select, { type FilterOptionOption, type StylesConfig } from 'react-select';

export interface DropdownOption {
  value: string;
  label: string;
}

interface DropdownBaseProps {
  /** Id of the search input; the visible label points at it. */
  id: string;
  label: string;
  options: DropdownOption[];
  isLoading?: boolean;
  isClearable?: boolean;
  isSearchable?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  className?: string;
  /** Marks the control invalid (aria-invalid); the form shows the message. */
  invalid?: boolean;
  /** Id of the element holding the error message (aria-errormessage), used while invalid. */
  errorId?: string;
}

export interface SingleDropdownProps extends DropdownBaseProps {
  isMulti?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiDropdownProps extends DropdownBaseProps {
  isMulti: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type DropdownProps = SingleDropdownProps | MultiDropdownProps;

// The texts and sizes of the course dropdowns (docs/product-rules.md#dropdowns).
const NO_OPTIONS = () => 'No options';
const LOADING = () => 'Loading...';
const MENU_MIN_HEIGHT = 140;
const MENU_MAX_HEIGHT = 300;
const PAGE_SIZE = 5;

/** Search ignores case and accents: "divorcé" finds "Divorce". */
function filterOption(option: FilterOptionOption<DropdownOption>, input: string): boolean {
  const query = normalizeForSearch(input);
  return query === '' || normalizeForSearch(option.label).includes(query);
}

// Colours chosen for WCAG AA contrast on white (react-select's default greys are too light).
function styles<IsMulti extends boolean>(): StylesConfig<DropdownOption, IsMulti> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 40,
      borderColor: state.isFocused ? '#2f5d8f' : '#64748b',
      boxShadow: state.isFocused ? '0 0 0 2px #2f5d8f' : 'none',
      '&:hover': { borderColor: '#1e3a5f' },
    }),
    placeholder: (base) => ({ ...base, color: '#64748b' }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: '#cbd5e1' }),
    dropdownIndicator: (base) => ({ ...base, color: '#475569', '&:hover': { color: '#1e3a5f' } }),
    clearIndicator: (base) => ({ ...base, color: '#475569', '&:hover': { color: '#b91c1c' } }),
    loadingIndicator: (base) => ({ ...base, color: '#475569' }),
    noOptionsMessage: (base) => ({ ...base, color: '#475569' }),
    loadingMessage: (base) => ({ ...base, color: '#475569' }),
    menu: (base) => ({ ...base, zIndex: 30 }),
    option: (base, state) => ({
      ...base,
      cursor: 'pointer',
      color: state.isSelected ? '#ffffff' : '#0f1f33',
      backgroundColor: state.isSelected ? '#1e3a5f' : state.isFocused ? '#dbe6f3' : '#ffffff',
    }),
    multiValue: (base) => ({ ...base, backgroundColor: '#dbe6f3' }),
    multiValueLabel: (base) => ({ ...base, color: '#0f1f33' }),
    multiValueRemove: (base) => ({
      ...base,
      color: '#1e3a5f',
      '&:hover': { backgroundColor: '#fee2e2', color: '#991b1b' },
    }),
  };
}

const SINGLE_STYLES = styles<false>();
const MULTI_STYLES = styles<true>();

/** A labelled, searchable, clearable select (react-select) for one value or, with isMulti, several. */
export function Dropdown(props: DropdownProps) {
  const {
    id,
    label,
    options,
    isLoading = false,
    isClearable = true,
    isSearchable = true,
    isDisabled = false,
    placeholder = 'Select...',
    className,
    invalid = false,
    errorId,
  } = props;
  const common = {
    inputId: id,
    instanceId: id,
    classNamePrefix: 'counsel-select',
    options,
    isLoading,
    isClearable,
    isSearchable,
    isDisabled,
    placeholder,
    filterOption,
    noOptionsMessage: NO_OPTIONS,
    loadingMessage: LOADING,
    minMenuHeight: MENU_MIN_HEIGHT,
    maxMenuHeight: MENU_MAX_HEIGHT,
    pageSize: PAGE_SIZE,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? errorId : undefined,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {props.isMulti ? (
        <Select<DropdownOption, true>
          {...common}
          isMulti
          styles={MULTI_STYLES}
          value={options.filter((option) => props.value.includes(option.value))}
          onChange={(selected) => props.onChange(selected.map((option) => option.value))}
        />
      ) : (
        <Select<DropdownOption>
          {...common}
          styles={SINGLE_STYLES}
          value={options.find((option) => option.value === props.value) ?? null}
          onChange={(selected) => props.onChange(selected?.value ?? null)}
        />
      )}
    </div>
  );
}
