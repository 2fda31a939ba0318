import { describe, expect, it } from 'vitest';
import { deriveRequestBadge } from '../../../../core/requests/request-status.ts';
import { openRequest } from '../../../../tests/helpers/web-requests.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OpenRequestCard } from './open-request-card.tsx';

const joinButton = (html: string) =>
  html.match(/<button[^>]*>(Saya Tertarik Mengajar|Sudah Bergabung|Memproses\.\.\.)<\/button>/)?.[0] ?? '';

describe('a tutor request card (docs/product.md#request-join)', () => {
  it('shows the subjects joined by commas, the status, the requester and when it was posted', () => {
    const html = renderInApp(<OpenRequestCard markMatch={false} request={openRequest()} />);
    expect(html).toContain('SMA - Fisika, SMA - Kimia');
    expect(html).toContain('Terbuka');
    expect(html).toContain('Masih terbuka untuk tutor yang ingin mendaftar');
    expect(html).toContain('Nadia Putri');
    expect(html).toContain('2 jam lalu');
    expect(html).toMatch(/aria-expanded="false"/);
  });

  it("says 'Unknown date' when the creation time is missing", () => {
    expect(renderInApp(<OpenRequestCard markMatch={false} request={openRequest({ createdAt: '' })} />)).toContain('Unknown date');
  });

  it("offers 'Saya Tertarik Mengajar' to a tutor who may join", () => {
    const button = joinButton(renderInApp(<OpenRequestCard markMatch={false} request={openRequest()} />));
    expect(button).toContain('>Saya Tertarik Mengajar<');
    expect(button).not.toContain('disabled=""');
  });

  it("shows 'Sudah Bergabung', disabled, once the tutor joined", () => {
    const button = joinButton(renderInApp(<OpenRequestCard markMatch={false} request={openRequest({ joined: true, canJoin: false })} />));
    expect(button).toContain('>Sudah Bergabung<');
    expect(button).toContain('disabled=""');
  });

  it('disables the button when the request is full, and says why', () => {
    const html = renderInApp(
      <OpenRequestCard markMatch={false} request={openRequest({ full: true, participantCount: 10, canJoin: false })} />,
    );
    expect(joinButton(html)).toContain('disabled=""');
    expect(html).toContain('Permintaan belajar ini sudah penuh.');
  });

  it('disables the button when the request is no longer open', () => {
    const closed = openRequest({ canJoin: false, badge: deriveRequestBadge({ stored: 'CANCELLED', transaction: null }) });
    expect(joinButton(renderInApp(<OpenRequestCard markMatch={false} request={closed} />))).toContain('disabled=""');
  });

  it('marks a request sharing a subject with the tutor only when the whole list shows', () => {
    expect(renderInApp(<OpenRequestCard markMatch request={openRequest()} />)).toContain('Sesuai mata pelajaran Anda');
    expect(renderInApp(<OpenRequestCard markMatch request={openRequest({ matchesMySubjects: false })} />)).not.toContain(
      'Sesuai mata pelajaran Anda',
    );
    expect(renderInApp(<OpenRequestCard markMatch={false} request={openRequest()} />)).not.toContain('Sesuai mata pelajaran Anda');
  });
});
