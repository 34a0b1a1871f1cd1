/** The route table (docs/product-rules.md#route-table), in one place for links (the router declares the same paths). */
export const paths = {
  landing: '/',
  home: '/dashboard',
  browse: '/dashboard/courses',
  course: (slugOrId: string) => `/dashboard/courses/${encodeURIComponent(slugOrId)}`,
  /** The course player (signed-in); `seconds` starts playback there (`?t=`, My Learning's Resume). */
  watchCourse: (slugOrId: string, seconds?: number) =>
    `/dashboard/courses/${encodeURIComponent(slugOrId)}/watch${
      seconds !== undefined && seconds > 0 ? `?t=${Math.floor(seconds)}` : ''
    }`,
  learning: '/dashboard/learning',
  certificates: '/dashboard/certificates',
  /** The public page that confirms a certificate by its number (no sign-in; printed on the PDF as a QR code). */
  verifyCertificate: (certificateNumber: string) => `/verify/${encodeURIComponent(certificateNumber)}`,
  choosePlan: '/dashboard/choose-your-plan',
  admin: '/dashboard/admin',
  settings: '/dashboard/settings',
  /** The payment result page, where checkout returns with `?session_id=`. */
  paymentSuccess: '/dashboard/payment/success',
  /** First-time set-up (admissions, practice areas). */
  onboarding: '/dashboard/onboarding',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up/',
  /** Sign-up with a firm's invitation: the e-mail is the invited one, and the account joins the firm. */
  signUpWithInvitation: (token: string) => `/auth/sign-up/?token=${encodeURIComponent(token)}`,
  /** Where a firm's invitation e-mail links (`?token=`): shows the invitation, signs up or in, and accepts it. */
  acceptInvitation: (token: string) => `/auth/accept-invitation?token=${encodeURIComponent(token)}`,
  verifyEmail: '/auth/verify-email',
  resetPassword: '/auth/reset-password',
  cookiePolicy: '/cookie-policy',
  /** The public contact form; `topic` chooses its topic (the plans page's enterprise card: FIRM_SEATS). */
  contact: (topic?: string) => (topic ? `/contact?topic=${encodeURIComponent(topic)}` : '/contact'),
  zoomClientView: '/zoom-client-view',
  /** The staff console (STAFF only, docs/product-rules.md#staff). */
  staff: '/staff',
  staffAuditLog: '/staff/audit-log',
  staffMembers: '/staff/members',
  staffMedia: '/staff/media',
  staffCourseMedia: (courseId: string) => `/staff/media/${encodeURIComponent(courseId)}`,
  staffLive: '/staff/live',
  staffLiveSession: (sessionId: string) => `/staff/live/${encodeURIComponent(sessionId)}`,
  /** A course's evaluation and knowledge check (reached from the course editor). */
  staffCourseQuestionnaires: (courseId: string) => `/staff/questionnaires/${encodeURIComponent(courseId)}`,
  /** The contact inbox; `message` opens one (the forward e-mail links it). */
  staffInbox: '/staff/inbox',
  /** Courses: the list (its filters in the query), a new draft, one course's editor. */
  staffCourses: '/staff/courses',
  staffCourseNew: '/staff/courses/new',
  staffCourse: (courseId: string) => `/staff/courses/${encodeURIComponent(courseId)}`,
  /** Credit approvals that expire soon. */
  staffApprovals: '/staff/approvals',
  /** People: the search (`?search=&kind=`), a person's record, a firm's record. */
  staffPeople: '/staff/people',
  staffPerson: (userId: string) => `/staff/people/${encodeURIComponent(userId)}`,
  staffFirm: (firmId: string) => `/staff/firms/${encodeURIComponent(firmId)}`,
  /** Attendance reports for the bars. */
  staffReports: '/staff/reports',
  /** Membership plans, their features and prices. */
  staffPlans: '/staff/plans',
} as const;
