import PDFDocument from 'pdfkit';
import { receiptSections, type ReceiptData, type ReceiptRow } from '../../core/receipts/receipt.ts';

// The receipt as a PDF, laid out by pdfkit (docs/decisions/050-receipts.md). Only the standard
// Helvetica fonts, whose metrics ship inside pdfkit: nothing is read from the network or the
// machine's fonts, and every text of the product (Latin, id-ID) is in their encoding.

const LEFT = 50;
const VALUE_X = 300;
const WIDTH = 495;

function rows(doc: PDFKit.PDFDocument, heading: string, lines: ReceiptRow[]): void {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(heading, LEFT);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  for (const line of lines) {
    const y = doc.y;
    doc.text(line.label, LEFT, y, { width: VALUE_X - LEFT - 10 });
    const labelBottom = doc.y;
    doc.text(line.value, VALUE_X, y, { width: LEFT + WIDTH - VALUE_X });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
}

export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const sections = receiptSections(data);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${sections.title} ${sections.number}`, Author: 'Ajarin', CreationDate: data.paidAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Ajarin', LEFT);
  doc.font('Helvetica-Bold').fontSize(14).text(sections.title, LEFT);
  doc.font('Helvetica').fontSize(10).text(`Nomor: ${sections.number}`, LEFT).text(`Tanggal pembayaran: ${sections.paidAt}`, LEFT);
  rows(doc, 'Para pihak', sections.parties);
  rows(doc, 'Kelas', sections.lesson);
  rows(doc, 'Rincian pembayaran', sections.amounts);
  doc
    .moveDown(0.5)
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(12).text(sections.total.label, LEFT, y).text(sections.total.value, VALUE_X, y);
  doc.moveDown(2).font('Helvetica-Oblique').fontSize(9).text(sections.note, LEFT);
  doc.end();
  return done;
}
