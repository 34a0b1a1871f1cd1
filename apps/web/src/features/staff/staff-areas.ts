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
