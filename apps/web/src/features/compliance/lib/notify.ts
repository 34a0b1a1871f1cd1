/**
 * A toast, with react-hot-toast loaded on first use: the app mounts its Toaster lazily too (app/provider.tsx), so
 * neither lands in the page's initial JavaScript. A toast raised before the Toaster arrives is kept and shown.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  void import('react-hot-toast')
    .then(({ default: toast }) => {
      toast[kind](message);
    })
    // Offline, the library could not load: the page itself already shows the outcome.
    .catch(() => undefined);
}
