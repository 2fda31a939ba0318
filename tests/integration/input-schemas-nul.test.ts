import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../../core/validation/text.ts';
import { stringFields, stringsWithoutNulCheck } from '../helpers/string-fields.ts';

// Every zod schema that core/ and services/ export is walked: a plain string anywhere in it that
// does not refuse U+0000 fails this test (lint also bans bare z.string() in those layers).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

const schemas: { name: string; schema: z.ZodType }[] = [];
for (const file of [...sourceFiles('core'), ...sourceFiles('services')]) {
  const exports = (await import(path.join(root, file))) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports))
    if (value instanceof z.ZodType) schemas.push({ name: `${file}:${name}`, schema: value });
}

const describeField = (name: string, fieldPath: (string | number)[]) => `${name} ${fieldPath.join('.') || '(root)'}`;

describe('input schemas and U+0000', () => {
  it('gives every text field of every exported schema the NUL check', () => {
    const unguarded = schemas.flatMap(({ name, schema }) => stringsWithoutNulCheck(schema).map((field) => describeField(name, field.path)));
    expect(unguarded).toEqual([]);
  });

  it('finds the text fields the issue named, so the walk cannot pass by seeing nothing', () => {
    const guarded = new Set(
      schemas.flatMap(({ name, schema }) =>
        stringFields(schema)
          .filter((field) => field.refusesNul)
          .map((field) => describeField(name.split(':')[1] ?? '', field.path)),
      ),
    );
    for (const field of [
      'signInSchema email',
      'signInSchema password',
      'signUpSchema email',
      'signUpSchema name',
      'signUpSchema bankAccount',
      'signUpSchema bio',
      'signUpSchema experience.*',
      'signUpSchema notesToStudents',
      'createBookingSchema customerName',
      'createBookingSchema notes',
      'reviewSchema comment',
      'rejectionSchema reason',
      'updateTutorProfileSchema bankAccount',
      'updateTutorProfileSchema notesToStudents',
      'listTutorsQuerySchema cursor',
      'createAdminSchema name',
    ]) {
      expect(guarded, field).toContain(field);
    }
  });

  it('flags a bare string wherever it hides: object, array, union, pipe, default', () => {
    const schema = z.object({
      ok: text(),
      a: z.array(z.object({ b: z.string().default('') })),
      c: z.union([z.number(), z.string()]),
      d: z
        .string()
        .transform((value) => value.length)
        .pipe(z.number()),
      e: z.uuid(),
    });
    expect(stringsWithoutNulCheck(schema).map((field) => field.path.join('.'))).toEqual(['a.*.b', 'c', 'd']);
  });
});
