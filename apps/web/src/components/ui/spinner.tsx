import { LoaderCircle } from 'lucide-react';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Text read by assistive technology. */
  label?: string;
  className?: string;
}

/** A spinning indicator announced as a status ("Loading" by default). */
export function Spinner({ size = 'sm', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={['inline-flex items-center', className].filter(Boolean).join(' ')}>
      <LoaderCircle aria-hidden="true" className={`${SIZES[size]} animate-spin motion-reduce:animate-none`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
