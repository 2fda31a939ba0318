import { useState } from 'react';
import type { AdminUser } from '../../../../core/admin/users.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAdminDecision } from '../api/admin-decisions.ts';
import { disableUser, enableUser, unverifyTutor, verifyTutor } from '../api/admin-users.ts';
import { VerifyTutorDialog } from './verify-tutor-dialog.tsx';

export const ROLE_LABELS: Record<AdminUser['role'], string> = { customer: 'Siswa', tutor: 'Tutor', admin: 'Admin' };

type Dialog = 'disable' | 'verify' | 'unverify' | null;

/** One account of the 'Pengguna' tab, with its switches. The server refuses what may not be done (self, twice). */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const disable = useAdminDecision(disableUser, 'Akun dinonaktifkan. Semua sesi loginnya berakhir.', close);
  const enable = useAdminDecision(enableUser, 'Akun diaktifkan kembali.');
  const verify = useAdminDecision(verifyTutor, 'Tutor diverifikasi.', close);
  const unverify = useAdminDecision(unverifyTutor, 'Verifikasi tutor dibatalkan.', close);
  const disabled = user.disabledAt !== null;

  return (
    <li
      aria-label={`Pengguna ${user.name}`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{user.name}</p>
          <Badge tone="neutral">{ROLE_LABELS[user.role]}</Badge>
          {disabled && <Badge tone="danger">Nonaktif</Badge>}
          {!user.emailConfirmed && <Badge tone="warning">Email belum dikonfirmasi</Badge>}
          {user.tutor &&
            (user.tutor.verifiedAt ? <Badge tone="info">Terverifikasi</Badge> : <Badge tone="neutral">Belum diverifikasi</Badge>)}
        </div>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-500">
          Terdaftar {formatTransactionDate(user.createdAt)}
          {disabled && ` · Dinonaktifkan ${formatTransactionDate(user.disabledAt)}`}
          {user.tutor?.verifiedAt && ` · Diverifikasi ${formatTransactionDate(user.tutor.verifiedAt)}`}
          {user.tutor?.verificationNote && ` (${user.tutor.verificationNote})`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {user.tutor &&
          (user.tutor.verifiedAt ? (
            <Button variant="secondary" onClick={() => setDialog('unverify')}>
              Batalkan Verifikasi
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDialog('verify')}>
              Verifikasi Tutor
            </Button>
          ))}
        {disabled ? (
          <Button onClick={() => enable.mutate(user.id)} disabled={enable.isPending}>
            {enable.isPending ? 'Memproses...' : 'Aktifkan'}
          </Button>
        ) : (
          !isSelf && (
            <Button variant="secondary" className="text-red-700 ring-red-200 hover:bg-red-50" onClick={() => setDialog('disable')}>
              Nonaktifkan
            </Button>
          )
        )}
      </div>

      <ConfirmDialog
        open={dialog === 'disable'}
        title="Nonaktifkan Akun"
        confirmLabel="Nonaktifkan"
        busy={disable.isPending}
        onConfirm={() => disable.mutate(user.id)}
        onClose={close}
      >
        {user.name} tidak akan bisa login lagi dan semua sesi loginnya berakhir saat ini juga.
        {user.role === 'tutor' && ' Profilnya juga disembunyikan dari galeri tutor.'} Akun dapat diaktifkan kembali kapan saja.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'unverify'}
        title="Batalkan Verifikasi"
        confirmLabel="Batalkan Verifikasi"
        busy={unverify.isPending}
        onConfirm={() => unverify.mutate(user.id)}
        onClose={close}
      >
        Lencana Terverifikasi {user.name} akan dihapus dari galeri dan halaman profilnya.
      </ConfirmDialog>
      {dialog === 'verify' && (
        <VerifyTutorDialog
          open
          tutorName={user.name}
          busy={verify.isPending}
          onSubmit={(note) => verify.mutate({ id: user.id, note })}
          onClose={close}
        />
      )}
    </li>
  );
}
