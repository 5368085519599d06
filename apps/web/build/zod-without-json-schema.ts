import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** zod's two modules that turn a schema into JSON Schema. */
const JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** What a stub says when called: the browser never describes a schema as JSON Schema. */
export const NOT_IN_THE_BROWSER = "zod's JSON Schema output is not part of the web app's build";

/** The names a module exports: `export function|const|class name` and `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const names = [
    ...source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) ([A-Za-z_$][\w$]*)/gm),
  ].map((match) => match[1]!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return [...new Set(names)];
}

/**
 * A stand-in for one of those modules: every export a function that throws when called, but
 * for the `create…Method` factories, which zod calls while building a schema's Standard Schema
 * props and which return the method that throws.
 */
export function stubModule(names: string[]): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(NOT_IN_THE_BROWSER)}); };`];
  for (const name of names) {
    lines.push(
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
  }
  return lines.join('\n');
}

/**
 * zod's classic API carries JSON Schema generation in every schema (`toJSONSchema()`, the
 * Standard Schema `jsonSchema` methods, getters such as `minLength` that read the checks
 * through it): about 19 KB of the browser's zod, 4.1 KB brotli on every page with a form or an
 * answer to parse, for output only the server makes (its OpenAPI document). The web build and
 * its tests load these two modules as stubs (their export names read from the real files, so a
 * zod upgrade keeps them whole): parsing and messages are untouched, and a use of JSON Schema
 * in the browser throws, in the tests first.
 */
export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'inkwell-zod-without-json-schema',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!JSON_SCHEMA_MODULES.test(file)) return null;
      return stubModule(exportedNames(await readFile(file, 'utf8')));
    },
  };
}
