import { apiClient } from '../api-client.ts';

/** docs/product.md#payment-proof-access: the message when a proof cannot be shown. */
export const IMAGE_LOAD_FAILED = 'Gagal memuat gambar';

/** A proof file is private: it is fetched with the viewer's Bearer token and shown through an object URL. */
export function getProofFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.blob(url, { signal });
}
