/**
 * What the fan-out bench's members hear: how many balance events arrived, when the last did, and
 * for a member whose gift code claim is in flight, the claim's latency to its event.
 */
export class DeliveryLog {
  delivered = 0;
  lastDelivery = 0;
  readonly claimLatenciesMs: number[] = [];
  private readonly claimSentAt = new Map<number, number>();

  /** The member at `index` (of the cookies) sends its claim now. */
  claimSent(index: number): void {
    this.claimSentAt.set(index, performance.now());
  }

  /** The member at `index` heard a balance event. */
  heard(index: number): void {
    this.delivered += 1;
    this.lastDelivery = performance.now();
    const sent = this.claimSentAt.get(index);
    if (sent !== undefined) {
      this.claimLatenciesMs.push(this.lastDelivery - sent);
      this.claimSentAt.delete(index);
    }
  }
}
