// Here, not in a module: the e-mails of auth and profile, and the pages the server paints, need it.

/**
 * Text made safe inside HTML, in an element or a quoted attribute: the five characters HTML
 * gives meaning to, as numeric references.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
