import { useEffect } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useOwnProfile } from '../api/own-profile.ts';
import { AvailabilityCard } from '../components/availability-card.tsx';
import { ChatBotsCard } from '../components/chat-bots-card.tsx';
import { CompleteProfileForm } from '../components/complete-profile-form.tsx';
import { CommunityLinks } from '../components/community-links.tsx';
import { OwnCardPreview } from '../components/own-card-preview.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const LOAD_FAILED = 'Terjadi kesalahan tak terduga. Silakan coba lagi.';

/** /dashboard (docs/product.md#tutor-dashboard; tutors only; the route guard sends everyone else away). */
export function DashboardPage() {
  useLiveUpdates();
  const profile = useOwnProfile();
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const failed = profile.isError && !profile.data && !missing;

  useEffect(() => {
    if (failed) toast.error('Error', { id: LOAD_FAILED, description: LOAD_FAILED });
  }, [failed, profile.errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Dashboard Tutor</h1>
        <p className="mt-2 text-slate-600">
          {profile.data
            ? `Halo, ${profile.data.name.split(' ')[0]}! Kelola profil dan ketersediaan Anda di sini.`
            : 'Kelola profil dan ketersediaan Anda di sini.'}
        </p>
      </header>
      {profile.data && !profile.data.profileComplete ? (
        // docs/product.md#accounts-google: a tutor from a Google sign-up is listed once this is filled in.
        <section
          aria-labelledby="complete-profile"
          className="mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
        >
          <h2 id="complete-profile" className="mb-1 text-lg font-bold text-slate-900">
            Lengkapi Profil Tutor
          </h2>
          <p className="mb-5 text-sm text-slate-600">
            Anda masuk dengan Google. Lengkapi data tutor di bawah ini agar profil Anda tampil di galeri dan bisa dipesan siswa.
          </p>
          <CompleteProfileForm profile={profile.data} />
        </section>
      ) : profile.data ? (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr] lg:gap-8">
          <div className="flex flex-col gap-6">
            <OwnCardPreview profile={profile.data} />
            <AvailabilityCard isAvailable={profile.data.isAvailable} />
            <ChatBotsCard />
            <CommunityLinks />
          </div>
          <section aria-labelledby="edit-profile" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
            <h2 id="edit-profile" className="mb-1 text-lg font-bold text-slate-900">
              Edit Profil
            </h2>
            <p className="mb-5 text-sm text-slate-600">Perubahan langsung terlihat oleh siswa setelah disimpan.</p>
            {profile.data.city === null && (
              // Issue 44: a tutor without a city is shown as online only until they give one.
              <div className="mb-5">
                <Alert tone="info">
                  Anda belum mengisi kota atau kabupaten, jadi profil Anda tampil sebagai tutor online saja. Isi bagian Lokasi & Cara
                  Mengajar di bawah agar siswa di kota Anda bisa menemukan Anda.
                </Alert>
              </div>
            )}
            <ProfileForm profile={profile.data} />
          </section>
        </div>
      ) : missing ? (
        <div className="rounded-2xl bg-white px-6 py-16 text-center text-slate-600 ring-1 ring-slate-200">
          Tidak ada data profil tersedia.
        </div>
      ) : failed ? (
        <div className="flex flex-col items-center gap-4">
          <Alert tone="error">{LOAD_FAILED}</Alert>
          <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            Coba Lagi
          </Button>
        </div>
      ) : (
        <LoadingBlock label="Memuat profil..." />
      )}
    </div>
  );
}
