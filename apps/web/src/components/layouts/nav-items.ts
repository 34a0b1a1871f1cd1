/** The header's four entries (docs/product-rules.md#shared-frame). `end` keeps Home from lighting up on every /dashboard/* page. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Home', end: true },
  { to: '/dashboard/courses', label: 'Browse', end: false },
  { to: '/dashboard/learning', label: 'My Learning', end: false },
  { to: '/dashboard/certificates', label: 'Certificates', end: false },
] as const;

/** Entries a signed-in lawyer also gets, after the four: where they stand in each admission. */
export const SIGNED_IN_NAV_ITEMS = [
  { to: '/dashboard/compliance', label: 'Compliance', end: false },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number] | (typeof SIGNED_IN_NAV_ITEMS)[number];

/** The header's entries for a visitor (the four) or a signed-in user (with Compliance). */
export function navItemsFor(signedIn: boolean): readonly NavItem[] {
  return signedIn ? [...NAV_ITEMS, ...SIGNED_IN_NAV_ITEMS] : NAV_ITEMS;
}

/** Shown to signed-out visitors instead of the account menu. */
export const AUTH_LINKS = {
  signIn: { to: '/auth/sign-in', label: 'Login' },
  signUp: { to: '/auth/sign-up/', label: 'Register' },
} as const;
