import { useMutation } from '@tanstack/react-query';
import {
  ZPurchaseRequestSchema,
  ZPurchaseResponseSchema,
  type TPurchaseRequest,
  type TPurchaseResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export interface PurchasePlanInput {
  gatewayId: number;
  body: TPurchaseRequest;
}

/** POST payments/purchase/{gateway_id}/ with the pack's plan_id → where to pay. */
export async function purchasePlan({ gatewayId, body }: PurchasePlanInput): Promise<TPurchaseResponse> {
  const { data } = await apiClient.post<unknown>(
    `payments/purchase/${gatewayId}/`,
    ZPurchaseRequestSchema.parse(body),
  );
  return ZPurchaseResponseSchema.parse(data);
}

export function usePurchasePlan() {
  return useMutation({ mutationFn: purchasePlan });
}
