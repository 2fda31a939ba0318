import sharp from 'sharp';
import { formatRupiah } from '../../core/format/rupiah.ts';

// The payment proofs of the demo: a bank app's transfer receipt, drawn from SVG and encoded as a
// JPEG like a phone's screenshot, so the admin's proof viewer shows a believable image and the
// upload goes through the same checks (type sniffing, decoding, size) as a customer's.

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Receipt = { amount: number; sender: string; recipient: string; reference: string };

function receiptSvg(receipt: Receipt): string {
  const rows: [string, string][] = [
    ['Penerima', receipt.recipient],
    ['Pengirim', receipt.sender],
    ['No. Referensi', receipt.reference],
    ['Keterangan', 'Les privat Ajarin'],
  ];
  const lines = rows
    .map(([label, value], index) => {
      const y = 470 + index * 90;
      return `<text x="60" y="${y}" font-size="26" fill="#64748b">${escapeXml(label)}</text>
      <text x="60" y="${y + 36}" font-size="30" fill="#0f172a">${escapeXml(value)}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1000" font-family="DejaVu Sans, sans-serif">
    <rect width="720" height="1000" fill="#f8fafc"/>
    <rect width="720" height="150" fill="#1d4ed8"/>
    <text x="60" y="95" font-size="40" fill="#ffffff" font-weight="bold">m-Transfer</text>
    <circle cx="360" cy="250" r="56" fill="#16a34a"/>
    <path d="M330 250 l22 22 l40 -44" stroke="#ffffff" stroke-width="12" fill="none"/>
    <text x="360" y="350" font-size="32" fill="#16a34a" text-anchor="middle">Transfer Berhasil</text>
    <text x="360" y="410" font-size="46" fill="#0f172a" text-anchor="middle" font-weight="bold">${escapeXml(formatRupiah(receipt.amount))}</text>
    ${lines}
  </svg>`;
}

export function renderTransferReceipt(receipt: Receipt): Promise<Buffer> {
  return sharp(Buffer.from(receiptSvg(receipt)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
