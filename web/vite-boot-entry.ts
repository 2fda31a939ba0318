import path from 'node:path';
import type { Plugin } from 'vite';

const BOOT = 'boot.ts';

/**
 * web/boot.ts as an entry of its own, its script first in index.html (docs/decisions/019). Vite
 * bundles all of index.html's module scripts into one entry, which starts only once React has
 * downloaded; as a separate input the boot carries only the api client and runs while React is
 * still on its way.
 */
export function bootEntry(root: string): Plugin {
  return {
    name: 'ajarin-boot-entry',
    config: (_, env) => {
      if (env.command === 'build') return { build: { rolldownOptions: { input: { index: path.join(root, 'index.html'), boot: path.join(root, BOOT) } } } };
      return undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'boot');
        // Only a build has a bundle; Vite's development server serves the source itself.
        if (context.bundle && !chunk) throw new Error('the boot entry was not built');
        const src = chunk ? `/${chunk.fileName}` : `/${BOOT}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
