import { describe, expect, it } from 'vitest';
import { readProductName, slugifyProductName } from './product-name';
import { storageKey } from './storage-keys';

describe('product name and storage keys', () => {
  it('reads the product name from the meta tag, falling back to Inkwell', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(readProductName(doc)).toBe('Inkwell');
    doc.head.innerHTML = '<meta name="product-name" content="  Quill Works ">';
    expect(readProductName(doc)).toBe('Quill Works');
  });

  it('slugs the name for the key suffix', () => {
    expect(slugifyProductName('Inkwell')).toBe('inkwell');
    expect(slugifyProductName('Quill Works!')).toBe('quill-works');
    expect(slugifyProductName('Écrivain')).toBe('ecrivain');
    expect(slugifyProductName('!!!')).toBe('inkwell');
  });

  it('suffixes every storage key', () => {
    expect(storageKey('accessToken')).toBe('access_token_inkwell');
    expect(storageKey('refreshToken')).toBe('refresh_token_inkwell');
    expect(storageKey('cookieAccepted')).toBe('cookie_accepted_inkwell');
    expect(storageKey('isAdmin')).toBe('is_admin_inkwell');
    expect(storageKey('isAdmin', 'quill-works')).toBe('is_admin_quill-works');
  });
});
