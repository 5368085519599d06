import { describe, expect, it } from 'vitest';
import {
  addSupportAttachments,
  checkSupportAttachment,
  SUPPORT_ATTACHMENT_HINT,
} from './check-support-attachment';

function file(name: string, type: string, bytes = 10): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
}

describe('support attachments', () => {
  it('takes the contract’s image types up to 5 MB, refuses the rest with the reason', () => {
    expect(checkSupportAttachment(file('a.png', 'image/png', 5 * 1024 * 1024))).toBeNull();
    expect(checkSupportAttachment(file('a.webp', 'image/webp'))).toBeNull();
    expect(checkSupportAttachment(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      '“a.png” is 5.1 MB; images up to 5 MB can be attached.',
    );
    expect(checkSupportAttachment(file('a.svg', 'image/svg+xml'))).toBe(
      '“a.svg” is not an image we take. Attach PNG, JPEG or WebP images.',
    );
    expect(SUPPORT_ATTACHMENT_HINT).toBe('Up to 3 images (PNG, JPEG or WebP), 5 MB each.');
  });

  it('adds what fits after those attached and names the first left out', () => {
    const attached = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const result = addSupportAttachments(attached, [
      file('x.txt', 'text/plain'),
      file('3.jpg', 'image/jpeg'),
      file('4.jpg', 'image/jpeg'),
    ]);
    expect(result.files.map((item) => item.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(result.refusal).toBe('“x.txt” is not an image we take. Attach PNG, JPEG or WebP images.');
    expect(addSupportAttachments([], [file('4.jpg', 'image/jpeg')])).toEqual({
      files: [expect.any(File)],
      refusal: null,
    });
  });
});
