import type { UserEnterprise } from '@counsel/contracts';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserEnterpriseSchema);

/** GET /api/user/enterprise (bearer ID token, added by apiGet) — `{ enterprise: null | {...} }`. */
export function getUserEnterprise(signal?: AbortSignal): Promise<UserEnterprise> {
  return apiGet('/api/user/enterprise', loadSchema, { signal });
}
