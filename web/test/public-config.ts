import type { PublicConfig, PublicExample } from '../../core/transactions/views.ts';

// The public config as a development server answers it, for tests of what it shows; `examples`
// names the settings still made up (infra/demo-settings.ts).

export const testConfig: PublicConfig = {
  gopayNumber: '081234567890',
  qrisImageUrl: '/payment/qris.svg',
  socialUrl: 'https://instagram.com/ajarin.id',
  microblogUrl: 'https://x.com/ajarin_id',
  chatContactUrl: 'https://wa.me/6281234567890',
  tutorChatGroupUrl: 'https://chat.whatsapp.com/ajarin-tutor',
  tutorVerificationFormUrl: 'https://forms.gle/ajarin-verifikasi-tutor',
  payoutAdminFee: 2_500,
  requestMaxTutors: 10,
  requestLifetimeHours: 168,
  googleSignIn: true,
  examples: [],
};

export const publicConfigWith = (examples: PublicExample[]): PublicConfig => ({ ...testConfig, examples });
