import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, proofFileProblem } from './proof-file.ts';

describe('proofFileProblem (product.md#payment-proof-file-rules)', () => {
  it('accepts JPG, PNG and PDF up to 750KB', () => {
    expect(proofFileProblem({ name: 'bukti.jpg', type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeNull();
    expect(proofFileProblem({ name: 'bukti.png', type: 'image/png', size: 1 })).toBeNull();
    expect(proofFileProblem({ name: 'bukti.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
  });

  it('refuses a file one byte over 750KB with the product message', () => {
    expect(proofFileProblem({ name: 'bukti.png', type: 'image/png', size: 750 * 1024 + 1 })).toBe(
      'Ukuran file terlalu besar. Maksimum 750KB diperbolehkan.',
    );
  });

  it('refuses other types, including other images, with the product message', () => {
    const message = 'Hanya file gambar atau PDF yang diperbolehkan.';
    expect(proofFileProblem({ name: 'bukti.gif', type: 'image/gif', size: 10 })).toBe(message);
    expect(proofFileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe(message);
  });

  it('decides by the extension when the browser gives no type', () => {
    expect(proofFileProblem({ name: 'BUKTI.JPEG', type: '', size: 10 })).toBeNull();
    expect(proofFileProblem({ name: 'bukti.docx', type: '', size: 10 })).toBe('Hanya file gambar atau PDF yang diperbolehkan.');
  });

  it('names the type problem first when a file is both too large and of the wrong type', () => {
    expect(proofFileProblem({ name: 'video.mp4', type: 'video/mp4', size: 10 * PROOF_MAX_BYTES })).toBe(
      'Hanya file gambar atau PDF yang diperbolehkan.',
    );
  });
});
