import type { ComponentType } from 'react';

type TLoad<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a page or part that queries together with the query library and draws it inside the
 * page's QueryBoundary: the query library is not in the app's entry, so the pages that do not
 * query (the home page until its pricing and reviews come near) never download it. Use it for
 * every public page's code and every lazily loaded part of a public page that queries; the
 * signed-in area's layout has a boundary of its own.
 */
export function withQueries<P extends object>(load: TLoad<P>): TLoad<P> {
  return async () => {
    const [loaded, { QueryBoundary }] = await Promise.all([load(), import('./query-boundary')]);
    const Inner = loaded.default;
    function WithQueries(props: P) {
      return (
        <QueryBoundary>
          <Inner {...props} />
        </QueryBoundary>
      );
    }
    return { default: WithQueries };
  };
}
