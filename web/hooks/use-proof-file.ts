import { useQuery } from '@tanstack/react-query';
import { getProofFile } from '../lib/api/get-proof-file.ts';
import { proofFileKeys } from '../lib/api/transaction-keys.ts';
import { useObjectUrl } from './use-object-url.ts';

/** The file as an object URL for <img> or a link, revoked when the caller unmounts or the file changes. */
export function useProofFile(url: string): { objectUrl: string | null; isPending: boolean; isError: boolean; contentType: string | null } {
  const query = useQuery({ queryKey: proofFileKeys.file(url), queryFn: ({ signal }) => getProofFile(url, signal), staleTime: Infinity });
  const blob = query.data;
  const objectUrl = useObjectUrl(blob);
  return {
    objectUrl,
    isPending: query.isPending || (Boolean(blob) && !objectUrl),
    isError: query.isError,
    contentType: blob?.type ?? null,
  };
}
