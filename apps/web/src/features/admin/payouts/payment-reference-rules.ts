import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import {
  PAYMENT_REFERENCE_ERRORS,
  paymentReferenceSchema,
} from '@kamao/contract/payment-reference';
import { useAdminQuery } from '../api/admin-queries';

/**
 * Why a typed payment reference cannot go with an approval, or null: the contract's own rule
 * (letters, digits, dashes, at most 64), and none at all while the operator requires one.
 */
export function paymentReferenceProblem(typed: string, required: boolean): string | null {
  const parsed = paymentReferenceSchema.safeParse(typed);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PAYMENT_REFERENCE_ERRORS.shape;
  if (required && !parsed.data) return PAYMENT_REFERENCE_ERRORS.required;
  return null;
}

/** Whether approvals need a reference (the Wallet rates tab's setting); off until known. */
export function usePaymentReferenceRequired(): boolean {
  const settings = useAdminQuery(walletAdminRoutes.walletSettings);
  return settings.data?.settings.paymentReferenceRequired ?? false;
}
