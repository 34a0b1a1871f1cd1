import type { CreatePriceRequest, StaffPlan, StaffPlanList, UpdatePlanRequest } from '@counsel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

const contracts = () => import('@counsel/contracts');
const listSchema = () => contracts().then((c) => c.StaffPlanListSchema);
const planSchema = () => contracts().then((c) => c.StaffPlanSchema);

/** The Plans and prices area's query keys. */
export const staffPlansKeys = { all: ['staff-plans'] as const };

/** GET /api/staff/plans: every plan, its features, current and replaced prices. */
export function useStaffPlans() {
  return useQuery({
    queryKey: staffPlansKeys.all,
    queryFn: ({ signal }): Promise<StaffPlanList> => apiGet('/api/staff/plans', listSchema, { signal }),
  });
}

/** PUT /api/staff/plans/{planId} and POST /api/staff/plans/{planId}/prices; each refreshes the list. */
export function usePlanChanges(planId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffPlansKeys.all });
  const base = `/api/staff/plans/${encodeURIComponent(planId)}`;
  return {
    updatePlan: useMutation({
      mutationFn: (input: UpdatePlanRequest): Promise<StaffPlan> => apiPut(base, input, planSchema),
      onSuccess: refresh,
    }),
    createPrice: useMutation({
      mutationFn: (input: CreatePriceRequest): Promise<StaffPlan> =>
        apiPost(`${base}/prices`, input, planSchema),
      onSuccess: refresh,
    }),
  };
}
