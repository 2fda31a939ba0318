import { Button } from '../../../components/ui/button.tsx';

/** 'Sebelumnya' / 'Berikutnya' for the console's numbered lists; nothing when there is one page. */
export function Pager({ page, hasMore, onChange }: { page: number; hasMore: boolean; onChange: (page: number) => void }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Halaman" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page === 1} onClick={() => onChange(page - 1)}>
        Sebelumnya
      </Button>
      <span className="text-sm text-slate-600">Halaman {page}</span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onChange(page + 1)}>
        Berikutnya
      </Button>
    </nav>
  );
}
