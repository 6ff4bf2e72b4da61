// The footer's review and social links are operator settings: lib/footer-links.ts.

/**
 * A wa.me link with a prefilled message: to the support number, or with no number ('') to let
 * the member pick the chat (sharing an invite).
 */
export function whatsAppLink(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;
}
