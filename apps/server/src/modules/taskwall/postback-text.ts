/**
 * Postback text that is not well-formed Unicode (bad UTF-8 escapes, a lone UTF-16 surrogate) is
 * refused: no network sends it, and a lone surrogate cannot even be stored in the log's JSON.
 * The query parser leaves an undecodable escape as it is and the form parser swaps it for U+FFFD,
 * so the raw text is checked here, strictly.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether a text has no lone surrogate (String#isWellFormed, which this target lacks). */
export const isWellFormedText = (text: string) => !new RegExp(LONE_SURROGATE.source).test(text);

function decodesStrictly(component: string): boolean {
  try {
    return isWellFormedText(decodeURIComponent(component.replaceAll('+', ' ')));
  } catch {
    return false;
  }
}

/** Whether a query string or urlencoded form decodes to well-formed text throughout. */
export function isWellFormedQuery(text: string): boolean {
  return text.split(/[&=]/).every(decodesStrictly);
}

/** The text as it can be logged: a lone surrogate becomes U+FFFD. */
export const loggable = (text: string) => text.replaceAll(LONE_SURROGATE, '\uFFFD');
