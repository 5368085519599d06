import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints, type TCustomPlanRequest } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/plans/custom/: the custom plan's currency, per-unit rates and whether it is for sale. */
export function useSaveCustomPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomPlanRequest) => callEndpoint(adminPlanEndpoints.updateCustom, { body }),
    onSuccess: (plans) => queryClient.setQueryData(endpointKey(adminPlanEndpoints.list), plans),
  });
}
