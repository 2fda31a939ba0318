import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Toaster } from 'sonner';
import { afterPageSettles } from '../../lib/live/after-page-settles.ts';
import { onToasterWanted, toasterDrawn } from '../../lib/toast.ts';

type Sonner = typeof import('sonner');

/** Its effect runs after its children's: after the Toaster has started listening for toasts. */
function Drawn({ sonner, children }: { sonner: Sonner; children: ReactNode }) {
  useEffect(() => toasterDrawn(sonner), [sonner]);
  return children;
}

/**
 * sonner's Toaster (docs/decisions/023), downloaded once the page has settled
 * (after-page-settles.ts) or as soon as a toast asks for it (lib/toast.ts): nothing on the first
 * paint needs it. Server and browser both render nothing at first, so the pre-rendered landing
 * hydrates as is. A failed download leaves the page without toasts rather than failing it.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const queryClient = useQueryClient();
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => {
    let current = true;
    let loading: Promise<void> | undefined;
    const load = () => {
      loading ??= import('sonner').then(
        (module) => void (current && setSonner(module)),
        () => undefined,
      );
    };
    onToasterWanted(load);
    void afterPageSettles(queryClient).then(load);
    return () => {
      current = false;
    };
  }, [queryClient]);
  if (!sonner) return null;
  return (
    <Drawn sonner={sonner}>
      <sonner.Toaster {...props} />
    </Drawn>
  );
}
