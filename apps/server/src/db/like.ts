/** An ILIKE pattern matching `search` anywhere, with the user's own %, _ and \ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
