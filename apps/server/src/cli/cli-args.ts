import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A command's arguments parsed by `config`; `--help` prints `usage` and exits 0, anything
 * `config` does not allow prints the problem and `usage` and exits 2.
 */
export function readArgs<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> {
  let args: ReturnType<typeof parseArgs<T>>;
  try {
    args = parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if ((args.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}
