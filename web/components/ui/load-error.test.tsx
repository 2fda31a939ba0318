import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.tsx';

const noop = () => undefined;

describe('LoadError', () => {
  it('shows the message with a "Coba Lagi" button', () => {
    const html = renderToStaticMarkup(<LoadError message="Gagal memuat transaksi" onRetry={noop} />);
    expect(html).toContain('Gagal memuat transaksi');
    expect(html).toMatch(/<button[^>]*>Coba Lagi<\/button>/);
    expect(html).not.toContain(' disabled=""');
  });

  it('disables the button while retrying, so a second click cannot start another load', () => {
    const html = renderToStaticMarkup(<LoadError message="Gagal memuat transaksi" onRetry={noop} retrying />);
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Memuat\.\.\.<\/button>/);
  });
});
