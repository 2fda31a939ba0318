import { PageHeader } from '../../components/layout/page-header.tsx';

/** Stands in for a page a later issue builds: the route, its guard and its title already work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader title={title}>Halaman ini sedang disiapkan.</PageHeader>
    </section>
  );
}
