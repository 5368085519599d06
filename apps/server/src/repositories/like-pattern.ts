import { sql, type RawBuilder } from 'kysely';

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `lower(<column>) LIKE '%search%'`, the search taken literally, on both engines (ESCAPE spelled
 * out: SQLite has no default escape character, PostgreSQL's is `\`).
 */
export function containsText(column: string, search: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) LIKE ${likePattern(search.toLowerCase())} ESCAPE '\\'`;
}
