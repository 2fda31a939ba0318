import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { CONFIG_DESCRIPTIONS } from '../../infra/config-descriptions.ts';
import { configShape, type ConfigKey } from '../../infra/config.ts';

// docs/configuration.md, made from the config schema (infra/config.ts: its variables, in its order,
// and its defaults) and infra/config-descriptions.ts (what each one means), so the table cannot
// drift from the code. `npm run docs:config` writes it; configuration-doc.test.ts fails when the
// file on disk is not what this makes.

export const CONFIGURATION_DOC = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));

type Row = { names: string[]; defaultText: string; meaning: string };

/**
 * Variables no product process reads through the schema: docker compose, the test suites and the
 * benchmarks read them themselves. Written by hand, here only.
 */
const OUTSIDE_THE_SCHEMA: Row[] = [
  { names: ['HTTP_PORT'], defaultText: '`3000`', meaning: 'docker compose only: the port the proxy publishes' },
  {
    names: ['TEST_DATABASE_URL', 'TEST_REDIS_URL'],
    defaultText: '`postgres://postgres@127.0.0.1:5432/postgres`, `redis://127.0.0.1:6379`',
    meaning: 'tests only: the servers the suites make their databases on (embedded Postgres / a local `redis-server` when none answers)',
  },
  { names: ['CHROME_PATH'], defaultText: '`/usr/bin/chromium`', meaning: 'e2e and `bench:web`: the Chromium to drive' },
  { names: ['BENCH_*'], defaultText: 'see [benchmarks.md](benchmarks.md)', meaning: 'benchmark sizes and durations' },
];

/** The value a variable takes when unset, as the schema declares it (through preprocess, transforms and optional). */
export function schemaDefault(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodDefault) return schema.def.defaultValue;
  if (schema instanceof z.ZodPipe) return schemaDefault(schema.out as z.ZodType) ?? schemaDefault(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional) return schemaDefault(schema.unwrap() as z.ZodType);
  return undefined;
}

function schemaRow(name: ConfigKey): Row {
  const { meaning, unset, note } = CONFIG_DESCRIPTIONS[name];
  const declared = schemaDefault(configShape[name] as z.ZodType);
  if (declared !== undefined && unset) throw new Error(`${name}: the schema has a default; say 'note', not 'unset'`);
  const shown = declared === undefined ? (unset ?? '—') : `\`${String(declared)}\``;
  return { names: [name], defaultText: note ? `${shown} ${note}` : shown, meaning };
}

// A pipe inside a table cell would end the cell.
const cell = (text: string) => text.replace(/\|/g, '\\|');

function table(rows: Row[]): string {
  const lines = rows.map(({ names, defaultText, meaning }) => {
    const variable = names.map((name) => `\`${name}\``).join(', ');
    return `| ${variable} | ${cell(defaultText)} | ${cell(meaning)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...lines].join('\n');
}

/** The whole of docs/configuration.md, formatted as `npm run format` would leave it. */
export async function configurationDoc(): Promise<string> {
  const names = Object.keys(configShape) as ConfigKey[];
  const markdown = `<!-- Written by \`npm run docs:config\` from infra/config.ts and infra/config-descriptions.ts: edit those, then run it. -->

# Configuration

Every variable is parsed by one zod schema (\`infra/config.ts\`); a bad value stops the process with a
list of every bad variable. A \`.env\` file is read when present (see \`.env.example\`). Unset, a
variable takes the default below; where there is none ("—"), the meaning says what unset does.

${table(names.map(schemaRow))}

## Outside the schema

Read by docker compose, the test suites and the benchmarks themselves, never by the product's processes.

${table(OUTSIDE_THE_SCHEMA)}
`;
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(markdown, { ...options, filepath: CONFIGURATION_DOC });
}
