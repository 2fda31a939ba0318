import { Button } from '../ui/button.tsx';

/** The crash fallback (docs/product.md#web-errors): anything that throws while rendering a page ends here, never a blank screen. */
export function CrashFallback() {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Terjadi Kesalahan</h1>
      <p className="text-slate-600">Maaf, terjadi kesalahan saat memuat konten ini.</p>
      <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
    </section>
  );
}
