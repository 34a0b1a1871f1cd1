/** The header's four entries (docs/product-rules.md#shared-frame). `end` keeps Home from lighting up on every /dashboard/* page. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Home', end: true },
  { to: '/dashboard/courses', label: 'Browse', end: false },
  { to: '/dashboard/learning', label: 'My Learning', end: false },
  { to: '/dashboard/certificates', label: 'Certificates', end: false },
] as const;

/** Shown to signed-out visitors instead of the account menu. */
export const AUTH_LINKS = {
  signIn: { to: '/auth/sign-in', label: 'Login' },
  signUp: { to: '/auth/sign-up/', label: 'Register' },
} as const;
