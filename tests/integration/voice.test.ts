import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { informalTexts, jsonTexts, productSources, sourceTexts, SPEC_TEXTS, type TextSite } from '../helpers/informal-texts.ts';

// One register for users: 'Anda', never 'kamu' or '-mu' (docs/product.md#voice). Every text in the
// product folders, the migrations (the demo's tutor bios are ours) and every rendered golden message
// is read; the spec's five texts are the only informal ones allowed.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT_FOLDERS = ['api', 'bot', 'core', 'services', 'web', 'jobs', 'infra', 'dev', 'migrations'];
const GOLDEN_FILES = ['services/notifications/render-email.golden.json', 'services/notifications/render-telegram.golden.json'];

const where = (sites: TextSite[]) => sites.map((site) => `${path.relative(ROOT, site.file)}:${site.line} ${site.text}`);

describe('the voice of every user-facing text', () => {
  it('finds informal texts in a string, a template literal and JSX text, so the scan cannot pass empty', () => {
    const source = [
      "export const share = 'Bagianmu (85%)';",
      'export const greet = (name: string) => `Halo kamu, ${name}`;',
      'export const Card = () => <p>Halo kamu</p>;',
      "export const fine = 'Bagian Anda (85%): ilmu komputer, bertemu tutor';",
    ].join('\n');
    expect(where(informalTexts(sourceTexts(path.join(ROOT, 'web/example.tsx'), source)))).toEqual([
      'web/example.tsx:1 Bagianmu (85%)',
      'web/example.tsx:2 Halo kamu,',
      'web/example.tsx:3 Halo kamu',
    ]);
  });

  it('finds an informal text in a rendered golden message', () => {
    const golden = '{\n  "paid": {\n    "subject": "Pembayaranmu sudah terverifikasi"\n  }\n}\n';
    expect(where(informalTexts(jsonTexts(path.join(ROOT, 'x.golden.json'), golden)))).toEqual([
      'x.golden.json:3 Pembayaranmu sudah terverifikasi',
    ]);
  });

  it("lets only the spec's five texts through, and only word for word", () => {
    const source = [...SPEC_TEXTS].map((text, i) => `export const t${i} = ${JSON.stringify(text)};`).join('\n');
    expect(informalTexts(sourceTexts('spec.ts', source))).toEqual([]);
    expect(
      where(informalTexts(sourceTexts(path.join(ROOT, 'spec.ts'), "export const t = 'Kamu akan menerima nomor tutor setelah membayar!';"))),
    ).toEqual(['spec.ts:1 Kamu akan menerima nomor tutor setelah membayar!']);
  });

  it("addresses users as 'Anda' in every web, email and chat text of the product", () => {
    const files = productSources(ROOT, PRODUCT_FOLDERS);
    const sites = files.flatMap((file) => sourceTexts(file, fs.readFileSync(file, 'utf8')));
    expect(sites.length).toBeGreaterThan(1000);
    expect(where(informalTexts(sites))).toEqual([]);
  });

  it('writes every rendered email and chat message in the same register', () => {
    const sites = GOLDEN_FILES.flatMap((file) => jsonTexts(path.join(ROOT, file), fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(sites.length).toBeGreaterThan(20);
    expect(where(informalTexts(sites))).toEqual([]);
  });
});
