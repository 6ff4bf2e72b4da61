/**
 * Makes a recorded answer the same from one run to the next without dropping any field: every
 * value that differs between runs is replaced by a placeholder, by these rules.
 *
 * - Record ids (24 hex characters, lower or upper case, alone or inside a text such as a CSV line
 *   or an order number) become `<id:N>`, N counting distinct ids in order of first appearance,
 *   so two answers naming the same record still show the same placeholder.
 * - ISO times (`2026-11-28T04:31:10.123Z`, or `2026-11-28 10:01:10` as the CSV writes them)
 *   become `<time>`, dates alone (`2026-11-28`) `<date>`.
 * - Numbers under a key that names a moment or a duration of the running process (…At, …Ms,
 *   time, uptime, …) become `<number>`; money and counts are never under such keys.
 * - Strings under a key that names a server process (worker, hostname) become `<process>`.
 * - Strings under a key that names a token, secret or key (…token, …Token, secret, …Key) become
 *   `<secret>` (the field and whether it was empty stay visible).
 */
export type Placeholders = Map<string, string>;

const ID = /\b[0-9a-fA-F]{24}\b/g;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const MONTH_YEAR =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g;
const MOMENT_KEY = /^(uptimeSeconds|uptime|pid)$|At$|AtMs$/;
const PROCESS_KEY = /^(worker|workerId|hostname|host)$/;
const SECRET_KEY = /(token|Token|secret|Secret|apiKey|ApiKey|nonce|salt|signature)$/;

function normaliseText(text: string, placeholders: Placeholders): string {
  return text
    .replace(ID, (id) => {
      const key = id.toLowerCase();
      let placeholder = placeholders.get(key);
      if (!placeholder) {
        placeholder = `<id:${placeholders.size + 1}>`;
        placeholders.set(key, placeholder);
      }
      return placeholder;
    })
    .replace(ISO_TIME, '<time>')
    .replace(ISO_DATE, '<date>')
    .replace(MONTH_YEAR, '<month>');
}

export function normaliseAnswer(
  value: unknown,
  placeholders: Placeholders,
  key: string = '',
): unknown {
  if (typeof value === 'string') {
    if (value !== '' && SECRET_KEY.test(key)) return '<secret>';
    if (PROCESS_KEY.test(key)) return '<process>';
    return normaliseText(value, placeholders);
  }
  if (typeof value === 'number') return MOMENT_KEY.test(key) ? '<number>' : value;
  if (Array.isArray(value)) return value.map((item) => normaliseAnswer(item, placeholders, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, normaliseAnswer(v, placeholders, k)]),
    );
  }
  return value;
}
