import { paths } from '../../../config/paths';

/** Browse filtered to live courses, soonest first (the catalog's `format` and `sort` URL parameters). */
export const BROWSE_LIVE_PATH = `${paths.browse}?format=LIVE&sort=start-date`;
