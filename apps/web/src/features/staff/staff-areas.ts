import { paths } from '../../config/paths';

/** One area of the staff console: its nav entry and the line the console's home page shows for it. */
export interface StaffArea {
  label: string;
  to: string;
  description: string;
}

/**
 * The staff console's areas, in the nav's order (each area adds its entry when its pages exist). The home page and
 * the layout's nav both read this list.
 */
export const STAFF_AREAS: StaffArea[] = [
  {
    label: 'Courses',
    to: paths.staffCourses,
    description:
      'Drafts and published courses: details, speakers, credit lines; publish, unpublish, preview.',
  },
  {
    label: 'Credit approvals',
    to: paths.staffApprovals,
    description: 'Approvals that expire within 60 days, before claims there stop.',
  },
  {
    label: 'Media',
    to: paths.staffMedia,
    description: 'Recordings of on-demand courses: upload or replace one, its captions and its chapters.',
  },
  {
    label: 'Live sessions',
    to: paths.staffLive,
    description:
      'Sessions of live courses: schedule, move, cancel, capacity and room; attendance; answer the questions.',
  },
  {
    label: 'People',
    to: paths.staffPeople,
    description:
      'Find a lawyer or a firm: their record, billing and certificates; resend verification, revoke a certificate.',
  },
  {
    label: 'Attendance reports',
    to: paths.staffReports,
    description: 'Attendance records for the bars, per course and date range, as CSV.',
  },
  {
    label: 'Plans and prices',
    to: paths.staffPlans,
    description: 'Membership plans: their features, and new prices that replace the ones on sale.',
  },
  {
    label: 'Contact inbox',
    to: paths.staffInbox,
    description: 'Messages from the contact form: read them, reply by e-mail, mark them answered or closed.',
  },
  {
    label: 'Staff members',
    to: paths.staffMembers,
    description: 'Who can open this console; grant or take away staff access.',
  },
  {
    label: 'Audit log',
    to: paths.staffAuditLog,
    description: 'Every staff action: who, what, before and after, when.',
  },
];
