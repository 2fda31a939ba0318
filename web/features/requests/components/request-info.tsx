import type { ReactNode } from 'react';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import type { RequestDetail } from '../../../../core/requests/views.ts';
import { InfoTable } from '../../../components/ui/info-table.tsx';
import { hoursLabel, participantsLabel, studentsLabel } from '../request-labels.ts';
import { SectionCard } from './section-card.tsx';

/** 'Informasi Permintaan': what the student asked for (docs/product.md#request-choose); `children` is the tutor's join button. */
export function RequestInfo({ request, children }: { request: RequestDetail; children?: ReactNode }) {
  return (
    <SectionCard title="Informasi Permintaan">
      <InfoTable
        label="Informasi permintaan belajar"
        rows={[
          ...(request.viewer === 'owner' ? [] : [{ label: 'Nama Siswa', value: request.customerName }]),
          { label: 'Mata Pelajaran', value: request.subjects.join(', ') },
          { label: 'Jumlah Siswa', value: studentsLabel(request.studentCount) },
          { label: 'Durasi', value: hoursLabel(request.durationHours) },
          { label: 'Catatan', value: request.notes || '-' },
          { label: 'Tutor', value: participantsLabel(request) },
          { label: 'Dibuat', value: formatTransactionDate(request.createdAt) },
          ...(request.status === 'OPEN' ? [{ label: 'Terbuka Hingga', value: formatTransactionDate(request.expiresAt) }] : []),
        ]}
      />
      {children && <div className="mt-4 flex flex-wrap items-center gap-3">{children}</div>}
    </SectionCard>
  );
}
