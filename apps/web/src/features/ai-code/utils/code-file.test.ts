import { describe, expect, it } from 'vitest';
import { codeFileName, extractFirstCodeBlock, slugify } from './code-file';

describe('extractFirstCodeBlock', () => {
  it('takes the first fenced block only, without its fences or language', () => {
    const answer = 'Here:\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nThen:\n```py\nx = 1\n```';
    expect(extractFirstCodeBlock(answer)).toBe('const a = 1;\n\nconst b = 2;');
  });

  it('reads tildes and longer fences, which a shorter fence inside does not close', () => {
    expect(extractFirstCodeBlock('~~~\nls -la\n~~~')).toBe('ls -la');
    expect(extractFirstCodeBlock('````md\n```js\nx\n```\n````')).toBe('```js\nx\n```');
  });

  it('runs an unclosed block to the end (an answer cut short) and reads CRLF', () => {
    expect(extractFirstCodeBlock('```go\nfunc main() {\r\n')).toBe('func main() {\n');
  });

  it('removes the indentation of an indented fence from its lines', () => {
    expect(extractFirstCodeBlock('  ```\n  a\n    b\n  ```')).toBe('a\n  b');
  });

  it('answers null for an answer without a fenced block', () => {
    expect(extractFirstCodeBlock('Just `inline` code.')).toBeNull();
  });
});

describe('codeFileName', () => {
  it('names the file after the prompt, with the language’s extension', () => {
    expect(codeFileName({ prompt: 'Sort a list — fast!', mode: 'write', language: 'typescript' })).toBe(
      'sort-a-list-fast.ts',
    );
    expect(codeFileName({ prompt: '', mode: 'fix', language: 'csharp' })).toBe('fix.cs');
    expect(codeFileName({ prompt: '???', mode: 'explain', language: 'bash' })).toBe('explain.sh');
  });

  it('keeps slugs short and free of dashes at either end', () => {
    const slug = slugify(`  ${'word '.repeat(30)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
  });
});
