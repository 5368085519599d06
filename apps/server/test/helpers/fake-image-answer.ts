import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * How the fake answers the next image generation: `b64` (the default) base64 PNGs; `url` links
 * to PNGs the fake itself serves (as LocalAI does); `foreign-url` links to another host, which
 * the server must never fetch; `not-an-image` base64 of bytes that are no image; `oversized` an
 * answer declaring more bytes than `n` pictures can take (its head only). `count` images
 * (default: the request's `n`); `delayMs` before answering.
 */
export interface TFakeImageAnswer {
  kind?: 'b64' | 'url' | 'foreign-url' | 'not-an-image' | 'oversized';
  count?: number;
  delayMs?: number;
}

/** The part of an image generation request the fake reads. */
export interface TFakeImageRequest {
  model?: unknown;
  prompt?: unknown;
  n?: unknown;
  size?: unknown;
  response_format?: unknown;
}

/** Why OpenAI would refuse this request (400), or undefined: a prompt, n within the model's limit, a WxH size. */
export function imageRequestProblem(body: TFakeImageRequest): [message: string, param: string] | undefined {
  const model = String(body.model);
  if (typeof body.prompt !== 'string' || body.prompt === '')
    return ["Missing required parameter: 'prompt'.", 'prompt'];
  const maxN = model.startsWith('dall-e-3') ? 1 : 10;
  const n = body.n ?? 1;
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > maxN)
    return [`Invalid 'n': must be between 1 and ${maxN} for ${model}.`, 'n'];
  if (typeof body.size !== 'string' || !/^\d+x\d+$/.test(body.size)) return ["Invalid 'size'.", 'size'];
  if (model.startsWith('gpt-image-') && body.response_format !== undefined)
    return ["Unknown parameter: 'response_format'.", 'response_format'];
  return undefined;
}

/** A PNG of the requested size, one colour per image so the images differ. */
export function fakePng(size: string, index: number): Promise<Buffer> {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const background = { r: (60 * index + 40) % 256, g: 120, b: (200 - 50 * index + 256) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The `data` items of an images answer; `serve` keeps a PNG the fake serves and returns its URL. */
export async function imageAnswerData(
  body: TFakeImageRequest,
  answer: TFakeImageAnswer,
  serve: (png: Buffer) => string,
): Promise<object[]> {
  const count = answer.count ?? (body.n as number | undefined) ?? 1;
  const kind = answer.kind ?? (body.response_format === 'url' ? 'url' : 'b64');
  const items: object[] = [];
  for (let index = 0; index < count; index += 1) {
    const png = await fakePng(body.size as string, index);
    const revised_prompt = String(body.prompt);
    if (kind === 'b64') items.push({ b64_json: png.toString('base64'), revised_prompt });
    if (kind === 'url') items.push({ url: serve(png), revised_prompt });
    if (kind === 'foreign-url') items.push({ url: `http://192.0.2.1/${randomBytes(4).toString('hex')}.png` });
    if (kind === 'not-an-image')
      items.push({ b64_json: Buffer.from('<svg onload="alert(1)"/>').toString('base64') });
  }
  return items;
}
