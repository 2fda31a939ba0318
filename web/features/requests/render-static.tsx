import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

// For the request pages' render tests: the markup of a page part inside the router and query
// providers it needs, and its visible text with the tags (and their attributes) removed.

export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const visibleText = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** Every `<button>` on the page (closed dialogs left out) with its label and whether it is disabled, in order. */
export function buttonsIn(html: string): { label: string; disabled: boolean }[] {
  const page = html.replace(/<dialog[\s\S]*?<\/dialog>/g, '');
  return [...page.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    label: visibleText(inner),
    disabled: attributes.includes(' disabled=""'),
  }));
}
