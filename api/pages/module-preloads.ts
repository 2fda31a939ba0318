/** Vite's build manifest (`build.manifest`), as much of it as the preloads read: each module's chunk and the chunks it imports. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for the chunks of `modules` (source files under web/, as the
 * manifest names them) and every chunk they import, so that a page's code loads beside the entry
 * instead of after the entry has run and the route has been resolved (docs/decisions/036). Entries
 * are left out: the HTML already asks for them. `crossorigin` as on the entry's own script, or the
 * preloaded module would not be the one the browser takes.
 */
export function modulePreloadLinks(manifest: ViteManifest, modules: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
