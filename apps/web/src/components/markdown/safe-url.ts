/**
 * Schemes a link or image in an assistant's answer may point to. An allowlist, not a blocklist:
 * `javascript:`, `data:`, `vbscript:` and every scheme nobody has thought of yet are refused.
 */
const ALLOWED_SCHEME = /^(?:https?|mailto):/i;

/** The address without the C0 controls and spaces (U+0000–U+0020) the URL parser strips from its ends. */
function trimControls(url: string): string {
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end -= 1;
  return url.slice(start, end);
}

/** Tab and newlines, which the URL parser deletes anywhere (`java\tscript:` is `javascript:`). */
const INNER_BREAKS = /[\t\n\r]/g;

/**
 * The address an assistant's link or image may keep, or `undefined` when it must not be a link
 * (react-markdown's `urlTransform`). Answers are untrusted provider output and the session's
 * tokens are readable by script, so a link must never run code.
 *
 * The address is first cleaned the way a browser's URL parser would clean it, so what is
 * checked is what the browser would follow; then only `http:`, `https:`, `mailto:`, a path
 * (`/…`) or a fragment (`#…`) passes. Anything else — including addresses whose scheme is hidden
 * behind entities or percent-escapes, which the parser would treat as a relative path anyway —
 * is refused rather than guessed at.
 */
export function safeUrl(url: string): string | undefined {
  const cleaned = trimControls(url).replace(INNER_BREAKS, '');
  if (cleaned.startsWith('/') || cleaned.startsWith('#')) return cleaned;
  return ALLOWED_SCHEME.test(cleaned) ? cleaned : undefined;
}
