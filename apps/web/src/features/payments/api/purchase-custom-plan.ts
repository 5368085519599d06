import { useMutation } from '@tanstack/react-query';
import {
  purchaseEndpoints,
  ZPurchaseCustomPlanRequestSchema,
  type TPurchaseCustomPlanRequest,
  type TPurchaseResponse,
} from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

export interface PurchaseCustomPlanInput {
  gatewayId: number;
  body: TPurchaseCustomPlanRequest;
}

/** POST payments/purchase_custom_plan/{gateway_id} with all nine quantities → where to pay. */
export function purchaseCustomPlan({ gatewayId, body }: PurchaseCustomPlanInput): Promise<TPurchaseResponse> {
  return callEndpoint(purchaseEndpoints.customPlan, {
    params: { gateway_id: gatewayId },
    body: ZPurchaseCustomPlanRequestSchema.parse(body),
  });
}

export function usePurchaseCustomPlan() {
  return useMutation({ mutationFn: purchaseCustomPlan });
}
