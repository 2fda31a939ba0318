import { useState } from 'react';
import type { OwnTutorProfile } from '../../../../core/tutors/tutor-profile.schema.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TutorCard } from '../../../components/tutors/tutor-card.tsx';
import { TutorProfileHeader } from '../../../components/tutors/tutor-profile-header.tsx';
import { TutorProfileSections } from '../../../components/tutors/tutor-profile-sections.tsx';
import { TutorStatCards } from '../../../components/tutors/tutor-stat-cards.tsx';

/** docs/product.md#tutor-dashboard: the tutor's own card as customers see it; a click opens the profile in a dialog. */
export function OwnCardPreview({ profile }: { profile: OwnTutorProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="card-preview" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="card-preview" className="text-base font-bold text-slate-900">
        Kartu Tutor Anda
      </h2>
      <p className="mt-1 text-sm text-slate-600">Begini siswa melihat Anda di daftar tutor.</p>
      <div className="mt-4">
        <TutorCard tutor={profile} action={{ onOpen: () => setOpen(true) }} eagerPhoto />
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <ButtonLink to={`/tutor-detail/${profile.id}`} variant="secondary">
          Lihat Profil Lengkap
        </ButtonLink>
        <ButtonLink to="/tutor-transactions" variant="secondary">
          Lihat Transaksi
        </ButtonLink>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title="Profil Tutor">
        <div className="flex flex-col gap-5">
          <TutorProfileHeader tutor={profile} headingLevel="h2" />
          <TutorStatCards tutor={profile} />
          <TutorProfileSections tutor={profile} />
        </div>
      </Dialog>
    </section>
  );
}
