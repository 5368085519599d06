// The house rules of docs/CODE_STYLE.md that a machine can check, as a local ESLint plugin.
import { basename } from 'node:path';

const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
/** An error class (its name, or what it extends, ends in Error): it may sit beside what throws it. */
const isErrorClass = (node) =>
  /Errors?$/.test(node.id?.name ?? '') || /Error$/.test(node.superClass?.name ?? '');
/** File and class names compared without their hyphens: openai-provider.ts holds OpenAiProvider. */
const joined = (name) => name.replace(/-/g, '');

/** One class per file, the file named after it; error classes may sit beside what throws them. */
const classNamedAsFile = {
  meta: {
    type: 'suggestion',
    messages: {
      name: 'The class {{name}} belongs in {{file}}.ts: one class per file, the file named after it.',
      second: 'One class per file: {{name}} needs a file of its own ({{file}}.ts).',
    },
    schema: [],
  },
  create(context) {
    const file = basename(context.filename).replace(/\.(test\.)?(ts|tsx|js|mjs)$/, '');
    let seen = 0;
    return {
      'ClassDeclaration, ClassExpression[id]'(node) {
        if (!node.id || isErrorClass(node)) return;
        const expected = kebab(node.id.name);
        seen += 1;
        if (seen > 1)
          context.report({
            node: node.id,
            messageId: 'second',
            data: { name: node.id.name, file: expected },
          });
        else if (joined(expected) !== joined(file))
          context.report({ node: node.id, messageId: 'name', data: { name: node.id.name, file: expected } });
      },
    };
  },
};

/** A query's error branch is QueryState's; a failed action reads `.error`, never `.isError`. */
const noIsError = {
  meta: {
    type: 'suggestion',
    messages: {
      isError:
        'Loading and error branches go through QueryState (components/ui/query-state.tsx); a failed action reads `.error`.',
    },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (!node.computed && node.property.name === 'isError')
          context.report({ node, messageId: 'isError' });
      },
    };
  },
};

/** Every search box is the shared SearchField (components/ui/search-field.tsx). */
const searchFieldOnly = {
  meta: {
    type: 'suggestion',
    messages: { search: 'A search box is the shared SearchField (components/ui/search-field.tsx).' },
    schema: [],
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name === 'type' && node.value?.type === 'Literal' && node.value.value === 'search')
          context.report({ node, messageId: 'search' });
      },
    };
  },
};

export default {
  rules: {
    'class-named-as-file': classNamedAsFile,
    'no-is-error': noIsError,
    'search-field-only': searchFieldOnly,
  },
};
