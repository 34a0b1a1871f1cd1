import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppFrame } from './app-frame';
import { RequireSignedIn } from './guards';
import { PageFallback } from './page-fallback';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

/** What a route can tell the frame (AppLayout reads it with useMatches()). */
export interface RouteHandle {
  /** A page may hide the Become-a-Member promo box (docs/product-rules.md#membership-promo). */
  hidePromo?: boolean;
}

const hidePromo: RouteHandle = { hidePromo: true };

/**
 * The route table (docs/product-rules.md#route-table), with the pages the product adds.
 * Every page is its own chunk (`lazy`, modules export `Component`), so a visitor downloads only what they open.
 * `HydrateFallback` sits on each page (not on the frame) so the header stays visible while the first page loads.
 */
const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/landing'), HydrateFallback: PageFallback },
  { path: 'dashboard', lazy: () => import('./routes/dashboard-home'), HydrateFallback: PageFallback },
  { path: 'dashboard/courses', lazy: () => import('./routes/browse'), HydrateFallback: PageFallback },
  {
    path: 'dashboard/courses/:courseId',
    lazy: () => import('./routes/course'),
    HydrateFallback: PageFallback,
  },
  {
    path: 'dashboard/choose-your-plan',
    lazy: () => import('./routes/choose-your-plan'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  // Signed-in pages: visitors are sent to log in and come back here afterwards (guards.tsx), query included.
  // Manage Firm shows its own 403 page to signed-in users without the ENTERPRISE role.
  {
    element: <RequireSignedIn />,
    HydrateFallback: PageFallback,
    children: [
      { path: 'dashboard/learning', lazy: () => import('./routes/learning'), HydrateFallback: PageFallback },
      // The course player (`?t=` seconds to start at), with verified attendance.
      {
        path: 'dashboard/courses/:courseId/watch',
        lazy: () => import('./routes/watch-course'),
        HydrateFallback: PageFallback,
        handle: hidePromo,
      },
      {
        path: 'dashboard/certificates',
        lazy: () => import('./routes/certificates'),
        HydrateFallback: PageFallback,
      },
      // Where the lawyer stands in each admission's reporting period (GET /api/compliance).
      {
        path: 'dashboard/compliance',
        lazy: () => import('./routes/compliance'),
        HydrateFallback: PageFallback,
      },
      { path: 'dashboard/admin', lazy: () => import('./routes/admin'), HydrateFallback: PageFallback },
      { path: 'dashboard/settings', lazy: () => import('./routes/settings'), HydrateFallback: PageFallback },
      // Where the payment provider sends the buyer back (?session_id=…): polls until the payment is confirmed.
      {
        path: 'dashboard/payment/success',
        lazy: () => import('./routes/payment-success'),
        HydrateFallback: PageFallback,
        handle: hidePromo,
      },
      {
        path: 'dashboard/onboarding',
        lazy: () => import('./routes/onboarding'),
        HydrateFallback: PageFallback,
        handle: hidePromo,
      },
      // The staff console (STAFF only; others get its 403 page): the frame's nav beside each area's page.
      {
        path: 'staff',
        lazy: () => import('./routes/staff'),
        HydrateFallback: PageFallback,
        handle: hidePromo,
        children: [
          { index: true, lazy: () => import('./routes/staff-home'), HydrateFallback: PageFallback },
          { path: 'members', lazy: () => import('./routes/staff-members'), HydrateFallback: PageFallback },
          { path: 'media', lazy: () => import('./routes/staff-media'), HydrateFallback: PageFallback },
          {
            path: 'media/:courseId',
            lazy: () => import('./routes/staff-course-media'),
            HydrateFallback: PageFallback,
          },
          { path: 'live', lazy: () => import('./routes/staff-live'), HydrateFallback: PageFallback },
          {
            path: 'live/:sessionId',
            lazy: () => import('./routes/staff-live-session'),
            HydrateFallback: PageFallback,
          },
          {
            path: 'questionnaires/:courseId',
            lazy: () => import('./routes/staff-course-questionnaires'),
            HydrateFallback: PageFallback,
          },
          {
            path: 'audit-log',
            lazy: () => import('./routes/staff-audit-log'),
            HydrateFallback: PageFallback,
          },
          // The contact form's messages (?status=&search=&page=&message=).
          { path: 'inbox', lazy: () => import('./routes/staff-inbox'), HydrateFallback: PageFallback },
          // Courses (?q=&status=&format=&jurisdiction=&approvalStatus=&page=), a new draft, one course's editor.
          { path: 'courses', lazy: () => import('./routes/staff-courses'), HydrateFallback: PageFallback },
          { path: 'courses/new', lazy: () => import('./routes/staff-course'), HydrateFallback: PageFallback },
          {
            path: 'courses/:courseId',
            lazy: () => import('./routes/staff-course'),
            HydrateFallback: PageFallback,
          },
          // Credit approvals that expire within 60 days.
          {
            path: 'approvals',
            lazy: () => import('./routes/staff-approvals'),
            HydrateFallback: PageFallback,
          },
          // People (?search=&kind=), a person's record, a firm's record; attendance reports for the bars.
          { path: 'people', lazy: () => import('./routes/staff-people'), HydrateFallback: PageFallback },
          {
            path: 'people/:userId',
            lazy: () => import('./routes/staff-person'),
            HydrateFallback: PageFallback,
          },
          { path: 'firms/:firmId', lazy: () => import('./routes/staff-firm'), HydrateFallback: PageFallback },
          { path: 'reports', lazy: () => import('./routes/staff-reports'), HydrateFallback: PageFallback },
          { path: 'plans', lazy: () => import('./routes/staff-plans'), HydrateFallback: PageFallback },
        ],
      },
    ],
  },
  {
    path: 'auth/sign-in',
    lazy: () => import('./routes/sign-in'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  // Matches both /auth/sign-up and the route table's /auth/sign-up/ (React Router ignores a trailing slash).
  {
    path: 'auth/sign-up',
    lazy: () => import('./routes/sign-up'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  // Where a firm's invitation e-mail links (?token=): shows it, signs up or in, and accepts it.
  {
    path: 'auth/accept-invitation',
    lazy: () => import('./routes/accept-invitation'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  {
    path: 'auth/verify-email',
    lazy: () => import('./routes/verify-email'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  {
    path: 'auth/reset-password',
    lazy: () => import('./routes/reset-password'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  { path: 'cookie-policy', lazy: () => import('./routes/cookie-policy'), HydrateFallback: PageFallback },
  // Public: the contact form (`?topic=` chooses its topic; the plans page links FIRM_SEATS).
  {
    path: 'contact',
    lazy: () => import('./routes/contact'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  // Public: anyone (a bar, an employer) confirms a certificate by its number; no sign-in, no promo.
  {
    path: 'verify/:certificateNumber',
    lazy: () => import('./routes/verify-certificate'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  {
    path: 'zoom-client-view',
    lazy: () => import('./routes/zoom-client-view'),
    HydrateFallback: PageFallback,
    handle: hidePromo,
  },
  { path: '*', lazy: () => import('./routes/not-found'), HydrateFallback: PageFallback },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppFrame />,
    errorElement: <RootErrorPage />,
    children: [
      // A pathless boundary inside the frame: a failing page shows the error page with the header still there.
      { errorElement: <RouteErrorPage />, children: pages },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
