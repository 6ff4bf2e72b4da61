/** A substring search for LIKE/ILIKE: `%`, `_` and `\` match themselves, not as wildcards. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
