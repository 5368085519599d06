import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownMessage } from './markdown-message';

const FORBIDDEN = 'script, iframe, object, embed, svg, style, form, img, math, b';
const ALLOWED_HREF = /^(https?:|mailto:|\/|#)/i;

/** Nothing in the answer can run code, load a resource or post a form; every link is followable. */
function expectInert(container: Element) {
  expect(container).not.toBeEmptyDOMElement();
  expect(container.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
  }
  for (const link of container.querySelectorAll('a[href]')) {
    expect(link.getAttribute('href')).toMatch(ALLOWED_HREF);
  }
}

describe('MarkdownMessage', () => {
  it('renders headings, lists, a GFM table, inline code and GFM text', () => {
    render(
      <MarkdownMessage
        text={[
          '# Plan',
          '## Steps',
          '- first\n- second',
          '1. one\n2. two',
          '- [x] done\n- [ ] todo',
          '| Name | Price |\n| --- | ---: |\n| Pro | 10 |',
          'Run `npm test` and ~~not~~ visit https://example.com',
        ].join('\n\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second']);
    expect(lists[1]!.tagName).toBe('OL');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Pro' })).toBeInTheDocument();
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(within(table).getByRole('cell', { name: '10' })).toHaveClass('text-right');
    expect(table.querySelector('[style]')).toBeNull();
    expect(screen.getByText('npm test').tagName).toBe('CODE');
    expect(screen.getByText('not').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'https://example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('highlights a fenced block and names its language', () => {
    const { container } = render(<MarkdownMessage text={'```ts\nconst answer: number = 42;\n```'} />);
    expect(screen.getByText('ts')).toBeInTheDocument();
    expect(screen.getByText('const')).toHaveClass('hljs-keyword');
    expect(container.querySelectorAll('pre [class^="hljs-"]').length).toBeGreaterThan(1);
    expect(screen.getByText('42')).toHaveClass('hljs-number');
  });

  it('highlights a Scala block (an AI Code language outside the common set)', () => {
    const { container } = render(
      <MarkdownMessage
        text={'```scala\nobject Main {\n  def greet(name: String): String = s"Hi $name"\n}\n```'}
      />,
    );
    expect(screen.getByText('object')).toHaveClass('hljs-keyword');
    expect(screen.getByText('def')).toHaveClass('hljs-keyword');
    expect(container.querySelectorAll('pre [class^="hljs-"]').length).toBeGreaterThan(2);
  });

  it.each([
    ['dart', 'void main() {\n  final n = 1;\n}', 'final'],
    ['powershell', 'function Get-Answer {\n  return 42\n}', 'function'],
    ['haskell', 'module Main where\nmain = putStrLn "hi"', 'module'],
    ['elixir', 'defmodule Greeter do\n  def hi, do: :ok\nend', 'defmodule'],
  ])('highlights a %s block too', (language, code, keyword) => {
    render(<MarkdownMessage text={`\`\`\`${language}\n${code}\n\`\`\``} />);
    expect(screen.getByText(keyword)).toHaveClass('hljs-keyword');
  });

  it('labels a block without a language "code" and leaves an unknown language plain', () => {
    render(<MarkdownMessage text={'```\nplain\n```\n\n```nosuchlang\nodd\n```'} />);
    expect(screen.getByText('code')).toBeInTheDocument();
    expect(screen.getByText('nosuchlang')).toBeInTheDocument();
    expect(screen.getByText('odd').tagName).toBe('CODE');
  });

  it('renders partial markdown while it streams', () => {
    const { container } = render(<MarkdownMessage text={"```py\nprint('hi')\n\n| a | b |\n| --"} />);
    expect(screen.getByText('py')).toBeInTheDocument();
    expect(container.querySelector('pre')).toHaveTextContent("print('hi')");
  });

  it('opens a safe link in a new tab', () => {
    render(<MarkdownMessage text="[docs](https://example.com/docs)" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});

describe('MarkdownMessage copy button', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  let original: PropertyDescriptor | undefined;

  beforeEach(() => {
    original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the code and says so, in the status region, for about two seconds', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    render(<MarkdownMessage text={'```ts\nconst answer: number = 42;\n```'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('const answer: number = 42;\n');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<MarkdownMessage text={'```\nx\n```'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Couldn’t copy'));
  });
});

describe('MarkdownMessage with hostile input', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example">',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '![x](https://tracker.example/p.png?q=secret)',
    '<style>body{display:none}</style>',
    '<form action="https://evil.example"><input></form>',
    '<details open ontoggle=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<b>bold</b>',
  ])('renders %j inert', (text) => {
    const { container } = render(<MarkdownMessage text={text} />);
    expectInert(container);
  });

  it('shows raw HTML as text, not as elements', () => {
    const { container } = render(<MarkdownMessage text="<b>bold</b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>bold</b>');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x][r]\n\n[r]: javascript:alert(1)',
  ])('leaves the words of a refused link %j as plain text', (text) => {
    const { container } = render(<MarkdownMessage text={text} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^x$/);
  });

  it('shows an image as its description and a link, never loading it', () => {
    const { container } = render(<MarkdownMessage text="![chart](https://tracker.example/p.png?q=secret)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://tracker.example/p.png?q=secret' })).toHaveAttribute(
      'href',
      'https://tracker.example/p.png?q=secret',
    );
  });

  it('shows an image with a refused address as its description only', () => {
    const { container } = render(<MarkdownMessage text="![chart](javascript:alert(1))" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^chart$/);
  });
});
