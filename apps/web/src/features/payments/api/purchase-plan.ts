import { useMutation } from '@tanstack/react-query';
import {
  purchaseEndpoints,
  ZPurchaseRequestSchema,
  type TPurchaseRequest,
  type TPurchaseResponse,
} from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

export interface PurchasePlanInput {
  gatewayId: number;
  body: TPurchaseRequest;
}

/** POST payments/purchase/{gateway_id}/ with the pack's plan_id → where to pay. */
export function purchasePlan({ gatewayId, body }: PurchasePlanInput): Promise<TPurchaseResponse> {
  return callEndpoint(purchaseEndpoints.pack, {
    params: { gateway_id: gatewayId },
    body: ZPurchaseRequestSchema.parse(body),
  });
}

export function usePurchasePlan() {
  return useMutation({ mutationFn: purchasePlan });
}
