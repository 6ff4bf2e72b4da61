/**
 * Outside links of the footer (spec part 1 §1). Placeholders that point at each network's own
 * site until the operator's profile addresses are part of the public settings.
 */
export const REVIEW_SITE_URL = 'https://www.trustpilot.com/';

export const SOCIAL_LINKS = [
  { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/' },
  { name: 'X', icon: 'x', url: 'https://x.com/' },
  { name: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/' },
  { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/' },
  { name: 'Telegram', icon: 'telegram', url: 'https://telegram.org/' },
  { name: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/' },
] as const;

/** A wa.me link to the support number with a prefilled message. */
export function whatsAppLink(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;
}
