// Checks that every path docs/ARCHITECTURE.md's domain table names exists, so the table that
// runs from page to table cannot drift from the code: each web feature (a folder under
// apps/web/src/features/), route file (under apps/server/src/routes/api/v1/, or
// apps/server/src/ when it starts with routes/), service (a file, a folder or a pattern under
// apps/server/src/) and repository (apps/server/src/repositories/<name>.ts). A bare file name
// in a cell is looked for in the folder of the path before it in the same cell.
// Usage: node scripts/check-architecture.mjs [file=docs/ARCHITECTURE.md] (in the lint stage of `npm test`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const server = join(root, 'apps/server/src');
const COLUMNS = {
  'Web feature': (name) => [join(root, 'apps/web/src/features', name)],
  'Route file': (name) => [join(server, 'routes/api/v1', name), join(server, name)],
  Service: (name) => [join(server, name)],
  Repositories: (name) => [join(server, 'repositories', `${name}.ts`), join(server, name)],
};

/** Whether `path` exists; a `*` in its file name matches any run of characters. */
function exists(path) {
  if (!basename(path).includes('*')) return existsSync(path);
  const pattern = new RegExp(`^${basename(path).replaceAll('.', '\\.').replaceAll('*', '.*')}$`);
  return existsSync(dirname(path)) && readdirSync(dirname(path)).some((name) => pattern.test(name));
}

const file = relative(root, process.argv[2] ?? join(root, 'docs/ARCHITECTURE.md'));
const lines = readFileSync(join(root, file), 'utf8').split('\n');
const cells = (line) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
const headerAt = lines.findIndex((line) => line.startsWith('| Domain'));
if (headerAt === -1) throw new Error(`${file} has no domain table (a row starting "| Domain").`);
const header = cells(lines[headerAt]);
const missing = [];
let checked = 0;
for (const line of lines.slice(headerAt + 2)) {
  if (!line.startsWith('|')) break;
  const row = cells(line);
  for (const [column, candidates] of Object.entries(COLUMNS)) {
    const at = header.findIndex((heading) => heading.startsWith(column));
    if (at === -1) throw new Error(`The domain table has no "${column}" column.`);
    let folder;
    for (const [, name] of row[at].matchAll(/`([^`]+)`/g)) {
      const bare = !name.includes('/');
      const paths = bare && folder ? [join(folder, name), ...candidates(name)] : candidates(name);
      const found = paths.find(exists);
      checked += 1;
      if (!found) missing.push(`${row[0]}: ${column} \`${name}\``);
      else if (!bare) folder = found.endsWith('/') || !/\.\w+$/.test(found) ? found : dirname(found);
    }
  }
}
if (missing.length > 0) {
  console.error(`${file} names ${missing.length} path(s) that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`${file}: all ${checked} paths in the domain table exist.`);
