/**
 * Marks a #root that arrives holding the loading screen (scripts/build-web.ts): React draws over it
 * from scratch. A #root with other content is the pre-rendered landing, which React adopts
 * (docs/decisions/016-prerendered-landing.md); an empty one is Vite's development server.
 */
export const LOADING_SCREEN_ATTRIBUTE = 'data-loading-screen';

/** Whether `root` holds the pre-rendered landing, to be hydrated rather than drawn. */
export function holdsPrerenderedLanding(root: HTMLElement | null): boolean {
  return Boolean(root?.hasChildNodes()) && !root?.hasAttribute(LOADING_SCREEN_ATTRIBUTE);
}
