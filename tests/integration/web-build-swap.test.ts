import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveIntoPlace } from '../../scripts/build-web.ts';

// Two `npm start`s on one checkout build the web app at once; each build is moved into dist/web
// whole, so the folder served is always one build, never a mix of two.
let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-swap-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

function fakeBuild(name: string, files: string[]): string {
  const dir = path.join(scratch, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, file), name);
  return dir;
}

describe('moving a web build into place', () => {
  it('leaves exactly one of two builds that finish together, whole, and no folder of theirs behind', async () => {
    const target = fakeBuild('web', ['index.html', 'assets/index-old.js']);
    const files = (build: string) => ['index.html', `assets/index-${build}.js`, `assets/vendor-${build}.js`];
    const first = fakeBuild('first', files('first'));
    const second = fakeBuild('second', files('second'));

    await Promise.all([moveIntoPlace(first, target), moveIntoPlace(second, target)]);

    const served = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
    expect(['first', 'second']).toContain(served);
    expect(fs.readdirSync(path.join(target, 'assets')).sort()).toEqual([`index-${served}.js`, `vendor-${served}.js`]);
    expect(fs.readdirSync(scratch)).toEqual(['web']);
  });

  it('moves a build in where none was before', async () => {
    const target = path.join(scratch, 'web');
    await moveIntoPlace(fakeBuild('only', ['index.html']), target);
    expect(fs.readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('only');
  });
});
