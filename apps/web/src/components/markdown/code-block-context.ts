import { createContext } from 'react';

/**
 * True inside a fenced code block. react-markdown renders both inline code and a block's code as
 * `<code>` (a block's inside a `<pre>`) without saying which, and only inline code takes the
 * pill styling.
 */
export const InCodeBlockContext = createContext(false);
