// Texts of joining, choosing and cancelling (docs/product.md#request-join, #request-choose,
// #request-cancel): the original's where it has one, plain Indonesian where it only names the case.

export const REQUEST_MESSAGES = {
  notFound: 'Permintaan Belajar Tidak Ditemukan',
  loadFailed: 'Failed to load bidding details',

  joined: 'Berhasil bergabung! Pemilik permintaan akan melihat profil Anda.',
  notOpen: 'Permintaan belajar ini sudah tidak menerima tutor.',
  full: 'Permintaan belajar ini sudah penuh.',
  fullLabel: 'penuh',
  tutorProfileIncomplete: 'Lengkapi profil dan tarif per jam Anda sebelum bergabung.',
  tutorBusy: "Ubah status Anda menjadi 'Tersedia' di Dashboard sebelum bergabung.",

  chosen: 'Tutor selected successfully! Proceeding to payment...',
  chooseFailed: 'Failed to select tutor',
  notParticipant: 'Tutor ini tidak ada dalam daftar tutor yang tertarik.',
  alreadyChosen: 'Tutor sudah dipilih untuk permintaan ini.',
  chosenTutorUnavailable: 'Tutor ini sedang tidak tersedia. Pilih tutor lain.',

  cancelled: 'Permintaan belajar berhasil dibatalkan',
  cancelFailed: 'Gagal membatalkan permintaan belajar',
  cannotCancelPaid: 'Permintaan yang sudah dibayar tidak dapat dibatalkan.',
  alreadyCancelled: 'Permintaan belajar sudah dibatalkan.',
  expired: 'Permintaan belajar ini sudah kedaluwarsa.',
} as const;
