/** The encodings we keep precompressed copies in, best first (smallest for the same text). */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/**
 * The encoding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): the one with the
 * highest weight, Brotli on a tie; none when the client accepts neither (`q=0` refuses, `*`
 * stands for any encoding not named).
 */
export function preferredEncoding(header: string | undefined): PrecompressedEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: PrecompressedEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
