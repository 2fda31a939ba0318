import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../hooks/use-object-url.ts';
import { apiClient } from '../api-client.ts';
import { proofFileKeys } from './transaction-keys.ts';

/** docs/product.md#payment-proof-access: the message when a proof cannot be shown. */
export const IMAGE_LOAD_FAILED = 'Gagal memuat gambar';

/** A proof file is private: it is fetched with the viewer's Bearer token and shown through an object URL. */
export function getProofFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.blob(url, { signal });
}

/** The file as an object URL for <img> or a link, revoked when the caller unmounts or the file changes. */
export function useProofFile(url: string): { objectUrl: string | null; isPending: boolean; isError: boolean; contentType: string | null } {
  const query = useQuery({ queryKey: proofFileKeys.file(url), queryFn: ({ signal }) => getProofFile(url, signal), staleTime: Infinity });
  const blob = query.data;
  const objectUrl = useObjectUrl(blob);
  return { objectUrl, isPending: query.isPending || (Boolean(blob) && !objectUrl), isError: query.isError, contentType: blob?.type ?? null };
}
