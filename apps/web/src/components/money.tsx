import { formatRupees } from '@kamao/contract/money';

/**
 * An amount in rupees, '₹12.345' (3 decimals unless told; docs/product/common.md#money-on-screen).
 * Numbers are rupees from the wire; a bigint is milli-rupees, the exact form sums are made in.
 */
export function Money({
  amount,
  decimals = 3,
  className = '',
}: {
  amount: number | bigint;
  decimals?: 0 | 1 | 2 | 3;
  className?: string;
}) {
  return <span className={`tabular-nums ${className}`}>{formatRupees(amount, decimals)}</span>;
}
