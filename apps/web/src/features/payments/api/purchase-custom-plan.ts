import { useMutation } from '@tanstack/react-query';
import {
  ZPurchaseCustomPlanRequestSchema,
  ZPurchaseResponseSchema,
  type TPurchaseCustomPlanRequest,
  type TPurchaseResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export interface PurchaseCustomPlanInput {
  gatewayId: number;
  body: TPurchaseCustomPlanRequest;
}

/** POST payments/purchase_custom_plan/{gateway_id} with all nine quantities → where to pay. */
export async function purchaseCustomPlan({
  gatewayId,
  body,
}: PurchaseCustomPlanInput): Promise<TPurchaseResponse> {
  const { data } = await apiClient.post<unknown>(
    `payments/purchase_custom_plan/${gatewayId}`,
    ZPurchaseCustomPlanRequestSchema.parse(body),
  );
  return ZPurchaseResponseSchema.parse(data);
}

export function usePurchaseCustomPlan() {
  return useMutation({ mutationFn: purchaseCustomPlan });
}
