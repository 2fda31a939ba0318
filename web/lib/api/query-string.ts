/** '?a=1&b=2' from the parameters that are not null; '' when none are. */
export const queryString = (params: Record<string, string | null>) => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  return search.size ? `?${search}` : '';
};
