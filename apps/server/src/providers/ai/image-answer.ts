import { MAX_PROVIDER_FILE_BYTES } from './provider-files.js';

/** An images answer of `n` pictures is read up to this many bytes: each picture in base64, and the rest. */
export const maxImageAnswerBytes = (n: number) =>
  Math.ceil((n * MAX_PROVIDER_FILE_BYTES * 4) / 3) + 64 * 1024;

const KEY = Buffer.from('"b64_json"');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
/** Base64 is decoded this many characters at a time (a multiple of 4, well under V8's large-object size). */
const DECODE_CHARS = 64 * 1024;

/** An images answer that is not what the Images API answers. */
export class ImageAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageAnswerError';
  }
}

function skipSpace(body: Buffer, at: number): number {
  while (body[at] === 0x20 || body[at] === 0x0a || body[at] === 0x0d || body[at] === 0x09) at += 1;
  return at;
}

/** The bytes of base64 text `body[start, end)`, decoded a slice at a time. */
function decodeBase64(body: Buffer, start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe(Math.ceil((end - start) / 4) * 3);
  let written = 0;
  for (let from = start; from < end; from += DECODE_CHARS)
    written += out.write(
      body.toString('latin1', from, Math.min(end, from + DECODE_CHARS)),
      written,
      'base64',
    );
  return out.subarray(0, written);
}

/**
 * The items of an Images API answer (`{ data: [{ b64_json } | { url }] }`), each picture sent as
 * base64 decoded straight from the answer's bytes. Parsed whole, a picture's base64 would be a
 * string of megabytes twice over (the answer's text and the value), each in V8's old generation
 * at once: with a few images a second, that was most of the server's full collections and
 * event-loop time spent on images (docs/BENCHMARKS.md, "Soak"). Here the base64 values are
 * decoded in 64 KB slices and the JSON parsed is the answer without them; an item's `b64_json`
 * comes back as a Buffer. A value with an escape in it (`\/` is valid JSON) is parsed whole.
 */
export function readImageAnswer(body: Buffer): unknown[] {
  const rest: Buffer[] = [];
  const pictures: Buffer[] = [];
  let copied = 0;
  for (let found = body.indexOf(KEY); found !== -1; found = body.indexOf(KEY, found + KEY.length)) {
    const colon = skipSpace(body, found + KEY.length);
    if (body[colon] !== COLON) continue; // the text as a value, not the key
    const open = skipSpace(body, colon + 1);
    if (body[open] !== QUOTE) continue; // null or another type: the items' check below decides
    const close = body.indexOf(QUOTE, open + 1);
    if (close === -1 || body.subarray(open + 1, close).includes(BACKSLASH)) return parseWhole(body);
    rest.push(body.subarray(copied, open + 1), Buffer.from(`#${pictures.length}`));
    pictures.push(decodeBase64(body, open + 1, close));
    copied = close;
  }
  rest.push(body.subarray(copied));
  const items = parseItems(Buffer.concat(rest));
  return items.map((item) => {
    const { b64_json: placeholder } = (item ?? {}) as { b64_json?: unknown };
    if (typeof placeholder !== 'string') return item;
    return { ...(item as object), b64_json: pictures[Number(placeholder.slice(1))] };
  });
}

function parseWhole(body: Buffer): unknown[] {
  return parseItems(body).map((item) => {
    const { b64_json: base64 } = (item ?? {}) as { b64_json?: unknown };
    return typeof base64 === 'string'
      ? { ...(item as object), b64_json: Buffer.from(base64, 'base64') }
      : item;
  });
}

function parseItems(json: Buffer): unknown[] {
  let answer: unknown;
  try {
    answer = JSON.parse(json.toString('utf8'));
  } catch {
    throw new ImageAnswerError('The images answer is not JSON.');
  }
  const { data } = (answer ?? {}) as { data?: unknown };
  return Array.isArray(data) ? data : [];
}
