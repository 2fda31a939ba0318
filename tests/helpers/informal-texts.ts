import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Reads the texts users can see out of the product's sources and names every one written in the
// informal register (docs/product.md#voice). Texts are what the compiler calls string literals,
// template-literal pieces and JSX text; comments and identifiers are not texts.

export interface TextSite {
  file: string;
  line: number;
  text: string;
}

/** The spec's own texts, kept to the letter although they say 'kamu' (docs/product.md#voice). */
export const SPEC_TEXTS: ReadonlySet<string> = new Set([
  'Kamu akan menerima nomor tutor setelah membayar.',
  'Bukti pembayaranmu sudah dicek.',
  'Cek email untuk konfirmasi pendaftaran kamu.',
  'Kamu harus login terlebih dahulu untuk memesan tutor.',
  'Kamu tidak bisa memesan tutor dikarenakan tutor sedang tidak aktif.',
]);

const INFORMAL_WORDS = new Set(['kamu', 'dirimu', 'kau', 'engkau', 'mu']);

/** Ordinary words that end in '-mu' without being the possessive ('Ilmu Komputer', 'bertemu', 'tamu'). */
const ORDINARY_MU_WORDS = new Set(['ilmu', 'temu', 'bertemu', 'ketemu', 'tamu', 'jamu', 'jemu', 'ramu', 'meramu']);

/** The informal markers in one text: 'kamu', 'dirimu', or a word carrying the '-mu' suffix. */
export function informalMarkers(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((word) => INFORMAL_WORDS.has(word) || (word.endsWith('mu') && !ORDINARY_MU_WORDS.has(word)));
}

/** Every string literal, template-literal piece and JSX text of one TypeScript source, with its line. */
export function sourceTexts(file: string, source: string): TextSite[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: TextSite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every string value of a JSON file (the rendered golden messages), with the line it is on. */
export function jsonTexts(file: string, source: string): TextSite[] {
  return source
    .split('\n')
    .flatMap((content, index) =>
      [...content.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((match) => ({ file, line: index + 1, text: JSON.parse(match[0]) as string })),
    );
}

/** The texts among `sites` in the informal register, the spec's own texts excepted. */
export function informalTexts(sites: TextSite[]): TextSite[] {
  return sites.filter((site) => !SPEC_TEXTS.has(site.text) && informalMarkers(site.text).length > 0);
}

/** The product's source files under `folders`: .ts and .tsx, tests and test helpers left out. */
export function productSources(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found;
}
