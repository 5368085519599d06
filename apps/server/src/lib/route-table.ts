/** Fastify URL pattern to a regular expression over a path without its trailing slash. */
function compilePattern(url: string): RegExp {
  const source = stripTrailingSlash(url)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The methods registered for each URL pattern, so that a request to a known path with
 * another method can be answered 405 with an Allow header.
 */
export class RouteTable {
  readonly #routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | string[]): void {
    const key = stripTrailingSlash(url);
    let route = this.#routes.get(key);
    if (!route) {
      route = { pattern: compilePattern(url), methods: new Set() };
      this.#routes.set(key, route);
    }
    for (const method of [methods].flat()) route.methods.add(method.toUpperCase());
  }

  /** Methods allowed on a concrete path (query string ignored), sorted; empty when unknown. */
  findAllowedMethods(url: string): string[] {
    const path = stripTrailingSlash(url.split('?', 1)[0] ?? '');
    const methods = new Set<string>();
    for (const route of this.#routes.values()) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}
