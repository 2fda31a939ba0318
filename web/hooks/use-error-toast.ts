import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * A failed load also shows as the destructive toast (docs/product.md#web-toasts), once per failure:
 * the id keeps a re-render (or StrictMode's second effect) from stacking the same toast.
 */
export function useErrorToast(failed: boolean, id: string, title: string, description?: string): void {
  useEffect(() => {
    if (failed) toast.error(title, { id, description });
  }, [failed, id, title, description]);
}
