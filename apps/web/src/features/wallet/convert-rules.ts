import { convertBalancePayloadSchema } from '@kamao/contract/api-wallet';
import { z } from 'zod';

/**
 * The converter form's fields, checked by the contract's own rules for the call
 * (docs/product/converter.md#checks): a direction chosen, and a positive rupee amount (the box
 * holds digits).
 */
export const convertFormSchema = convertBalancePayloadSchema.pick({
  conversionType_state: true,
  balanceToConvert: true,
});
export type ConvertFormInput = z.input<typeof convertFormSchema>;
export type ConvertFormValues = z.output<typeof convertFormSchema>;
