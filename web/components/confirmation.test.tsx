import { describe, expect, it } from 'vitest';
import { visibleText } from '../test/html.ts';
import { renderInApp } from '../test/render.tsx';
import { Confirmation, CONFIRMATIONS, type ConfirmationKind } from './confirmation.tsx';

const ask = (of: ConfirmationKind, open = true) =>
  renderInApp(<Confirmation of={of} open={open} busy={false} onClose={() => undefined} onConfirm={() => undefined} />);

describe('the confirmations asked before a step that cannot be undone (docs/product.md#transaction-actions, #request-cancel)', () => {
  it('words each question as docs/product.md does, on every page that asks it', () => {
    expect(visibleText(ask('cancelTransaction'))).toContain(
      'Batalkan transaksi? Transaksi yang dibatalkan tidak dapat dilanjutkan lagi. Kembali Ya, Batalkan',
    );
    expect(visibleText(ask('markDone'))).toContain(
      'Tandai kelas selesai? Pastikan kelas sudah berlangsung. Setelah ditandai selesai, pembayaran diteruskan ke tutor dan tidak dapat direfund. Kembali Ya, Kelas Selesai',
    );
    expect(visibleText(ask('cancelRequest'))).toContain(
      'Batalkan permintaan belajar? Permintaan yang dibatalkan tidak dapat dibuka kembali, dan tutor tidak dapat bergabung lagi. Kembali Ya, Batalkan',
    );
    expect(visibleText(ask('requestRefund'))).toContain(
      'Ajukan refund? Pembayaran akan dibatalkan dan dana dikembalikan kepada Anda, dan kelas ini dibatalkan. Pembatalan hingga 24 jam sebelum sesi mendapatkan pengembalian dana penuh. Kembali Ya, Ajukan Refund',
    );
  });

  it('names the dialog by its question and shows the body only while open', () => {
    for (const of of Object.keys(CONFIRMATIONS) as ConfirmationKind[]) {
      const closed = ask(of, false);
      expect(closed).toContain(`aria-label="${CONFIRMATIONS[of].title}"`);
      expect(closed).not.toContain(CONFIRMATIONS[of].body);
    }
  });
});
