/** The timestamp format stored in every *_at column: ISO-8601 UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}
