import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentAccessToken } from '../../../lib/access-token.ts';
import { ApiError, NETWORK_MESSAGE, refreshSession } from '../../../lib/api-client.ts';
import { proofFileKeys } from './transaction-keys.ts';

/** Spec §8 'Failed to load image' / 'Gagal memuat gambar'. */
export const IMAGE_LOAD_FAILED = 'Gagal memuat gambar';

async function send(url: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', NETWORK_MESSAGE, 0);
  }
}

/**
 * A proof file is private: the api serves it only with the viewer's Bearer token, so an <img src>
 * or a plain link cannot load it. It is fetched as a Blob (with the api client's one refresh on a
 * 401) and shown through an object URL. The api client itself parses JSON only.
 */
export async function getProofFile(url: string, signal?: AbortSignal): Promise<Blob> {
  let response = await send(url, currentAccessToken(), signal);
  if (response.status === 401) {
    const grant = await refreshSession().catch(() => null);
    if (grant) response = await send(url, grant.accessToken, signal);
  }
  if (!response.ok) {
    const code = response.status === 404 ? 'NOT_FOUND' : response.status === 403 ? 'FORBIDDEN' : 'INTERNAL';
    throw new ApiError(code, IMAGE_LOAD_FAILED, response.status);
  }
  return response.blob();
}

/** The file as an object URL for <img> or a link, revoked when the caller unmounts or the file changes. */
export function useProofFile(url: string): { objectUrl: string | null; isPending: boolean; isError: boolean; contentType: string | null } {
  const query = useQuery({ queryKey: proofFileKeys.file(url), queryFn: ({ signal }) => getProofFile(url, signal), staleTime: Infinity });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [blob]);
  return { objectUrl, isPending: query.isPending || (Boolean(blob) && !objectUrl), isError: query.isError, contentType: blob?.type ?? null };
}
