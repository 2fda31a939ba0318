import { useEffect, useState } from 'react';

/**
 * A blob (a chosen file, a fetched proof) as an object URL for <img> or a link; the URL is revoked
 * when the blob changes or the caller unmounts, so previews never leak memory.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    // The URL is an outside resource made and released here; state only carries it to the render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
