import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { shareLink, tutorProfileUrl } from '../share-link.ts';

/** Share (docs/product.md#tutor-share): the native share sheet, else the profile link copied, with toasts. */
export function ShareButton({ tutorId, tutorName }: { tutorId: string; tutorName: string }) {
  const onShare = async () => {
    const outcome = await shareLink(navigator, {
      url: tutorProfileUrl(window.location.origin, tutorId),
      title: `${tutorName} — Tutor Ajarin`,
    });
    if (outcome === 'copied') toast.success('Link Disalin!', { description: 'Link profil tutor telah disalin ke clipboard.' });
    if (outcome === 'failed') toast.error('Gagal menyalin link', { description: 'Tidak dapat menyalin link. Silakan coba lagi.' });
  };
  return (
    <Button variant="secondary" onClick={() => void onShare()}>
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="15" cy="4.5" r="2.5" />
        <circle cx="5" cy="10" r="2.5" />
        <circle cx="15" cy="15.5" r="2.5" />
        <path d="m7.2 8.8 5.6-3.1M7.2 11.2l5.6 3.1" />
      </svg>
      Bagikan
    </Button>
  );
}
