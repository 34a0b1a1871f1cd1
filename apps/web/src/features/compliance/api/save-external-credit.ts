import type { ExternalCredit, ExternalCreditInput } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/api-client';
import { complianceQueryKey } from './compliance-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ExternalCreditSchema);

/**
 * POST /api/external-credits (201): reports a course taken with another provider. 400 EXTERNAL_CREDIT_INVALID for a
 * date in the future or an unknown jurisdiction, 409 EXTERNAL_CREDIT_LIMIT past the most a lawyer keeps.
 */
export function createExternalCredit(input: ExternalCreditInput): Promise<ExternalCredit> {
  return apiPost('/api/external-credits', input, loadSchema);
}

/** PUT /api/external-credits/{id}: changes one; 404 EXTERNAL_CREDIT_NOT_FOUND, and the 400s of creating one. */
export function updateExternalCredit(id: string, input: ExternalCreditInput): Promise<ExternalCredit> {
  return apiPut(`/api/external-credits/${encodeURIComponent(id)}`, input, loadSchema);
}

export interface SaveExternalCreditVariables {
  /** The credit to change; without it, a new one is added. */
  id?: string;
  input: ExternalCreditInput;
}

/**
 * Adds or changes an external credit, then refreshes everything under `compliance` (the list, and the cards the
 * credit counts in); the mutation settles once they are fresh.
 */
export function useSaveExternalCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveExternalCreditVariables) =>
      id === undefined ? createExternalCredit(input) : updateExternalCredit(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
