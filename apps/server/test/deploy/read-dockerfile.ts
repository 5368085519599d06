import { readFileSync } from 'node:fs';

export interface TDockerInstruction {
  keyword: string;
  args: string;
}

export interface TDockerStage {
  image: string;
  name: string | undefined;
  instructions: TDockerInstruction[];
}

/** A Dockerfile's stages in order: comment lines dropped, continuation lines joined. */
export function readDockerfile(path: string): TDockerStage[] {
  const text = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\[ \t]*\n/g, ' ');
  const stages: TDockerStage[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s+(.*\S)\s*$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!;
    if (keyword === 'FROM') {
      const [image = '', , name] = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** The arguments of a stage's instructions of one kind. */
export function argsOf(stage: TDockerStage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

/** The variables a stage's ENV instructions set (`ENV KEY=value KEY2="value 2"`). */
export function envOf(stage: TDockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of argsOf(stage, 'ENV')) {
    for (const [, key, quoted, bare] of args.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) {
      env[key!] = quoted ?? bare ?? '';
    }
  }
  return env;
}

/** An exec-form command (`["npm", "start"]`) or a shell-form one, as one line. */
export function commandLine(args: string): string {
  return args.startsWith('[') ? (JSON.parse(args) as string[]).join(' ') : args;
}
