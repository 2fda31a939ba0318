import { z } from 'zod';
import { noNulCharacter } from '../../core/validation/text.ts';

/**
 * A string somewhere inside a zod schema. `path` leads to it from the parsed value ('*' for any
 * element of an array); `format` is set for z.uuid(), z.email()…, whose own pattern already
 * refuses U+0000; `refusesNul` says whether it carries text()'s check.
 */
export type StringField = { path: (string | number)[]; format?: string; refusesNul: boolean };

// Kinds that hold no string (or only fixed ones: literal, enum). Any kind not listed here or
// walked below makes `stringFields` throw, so a new construct is looked at, not skipped.
const LEAVES = new Set([
  'number',
  'bigint',
  'boolean',
  'date',
  'literal',
  'enum',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'any',
  'unknown',
  'transform',
  'custom',
  'file',
  'symbol',
  'template_literal',
]);
// Wrappers whose inner schema is `def.innerType`.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Every string field of `schema`, with where it sits; unions list each branch's strings. */
export function stringFields(schema: z.ZodType): StringField[] {
  const found: StringField[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    if (def.type === 'string') {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      found.push({ path, format: def.format as string | undefined, refusesNul: checks.includes(noNulCharacter) });
    } else if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, [...path, key]);
      if (def.catchall) walk(def.catchall, [...path, '*']);
    } else if (def.type === 'array' || def.type === 'set') {
      walk(def.element ?? def.valueType, [...path, '*']);
    } else if (def.type === 'union') {
      for (const option of def.options as unknown[]) walk(option, path);
    } else if (def.type === 'intersection') {
      walk(def.left, path);
      walk(def.right, path);
    } else if (def.type === 'pipe') {
      walk(def.in, path);
      walk(def.out, path);
    } else if (def.type === 'record' || def.type === 'map') {
      walk(def.keyType, [...path, '*key']);
      walk(def.valueType, [...path, '*']);
    } else if (def.type === 'tuple') {
      (def.items as unknown[]).forEach((item, index) => walk(item, [...path, index]));
      if (def.rest) walk(def.rest, [...path, '*']);
    } else if (def.type === 'lazy') {
      walk((def.getter as () => unknown)(), path);
    } else if (WRAPPERS.has(def.type)) {
      walk(def.innerType, path);
    } else if (!LEAVES.has(def.type)) {
      throw new Error(`stringFields: no rule for zod kind '${def.type}' at ${path.join('.') || '(root)'}`);
    }
  };
  walk(schema, []);
  return found;
}

/** The plain strings (no format) that would take U+0000 to Postgres. */
export const stringsWithoutNulCheck = (schema: z.ZodType): StringField[] =>
  stringFields(schema).filter((field) => !field.format && !field.refusesNul);
