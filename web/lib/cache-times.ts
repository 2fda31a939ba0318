/**
 * List timings (docs/product.md#web-queries): fresh 5 minutes, kept 10, no refetch on window focus
 * (the global default in query-client.ts). Lists spread this into their queryOptions so the rule is
 * visible where it applies and stays put if the global defaults ever change.
 */
export const LIST_CACHE = { staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false } as const;
