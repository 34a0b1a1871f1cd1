import { Toaster } from 'react-hot-toast';

const TOAST_DURATION_MS = 2000;

/**
 * Toasts at the top centre for 2000 ms; success toasts carry a green icon (docs/product-rules.md#shared-frame).
 * `app-toast`: without motion for readers who prefer reduced motion (index.css).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'app-toast',
        success: { iconTheme: { primary: '#16a34a', secondary: '#ffffff' } },
      }}
    />
  );
}
