import { renderToStaticMarkup } from 'react-dom/server';
import { FullScreenSpinner } from './components/ui/spinner.tsx';
import { LOADING_SCREEN_ATTRIBUTE } from './lib/prerendered.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built index.html, which every path but `/` gets, with the loading screen inside #root: the
 * spinner the route guard and a loading page show first anyway, painted with the HTML instead of
 * after React has downloaded and run. main.tsx draws the app over it (decision 016, amended).
 */
export function prerenderLoadingScreen(indexHtml: string): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return indexHtml.replace(EMPTY_ROOT, `<div id="root" ${LOADING_SCREEN_ATTRIBUTE}>${renderToStaticMarkup(<FullScreenSpinner />)}</div>`);
}
