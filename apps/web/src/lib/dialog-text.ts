const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for the SweetAlert2 options that only take HTML (the buttons' captions): escaped, so it
 * shows as typed. Titles and messages need none of this; they go in as titleText and text.
 */
export function captionOf(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
