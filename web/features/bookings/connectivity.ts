// Connectivity toasts and how long the indicator stays (docs/product.md#web-connectivity).

export const ONLINE_HOLD_MS = 5_000;

export const CONNECTIVITY_TEXT = {
  offlineTitle: 'Koneksi Terputus',
  offline: 'Anda sedang offline. Beberapa fitur mungkin tidak tersedia.',
  onlineTitle: 'Koneksi Terhubung Kembali',
} as const;

/** How long the connection was gone, in whole minutes and the seconds left over. */
export function offlineDuration(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** 'Anda kembali online setelah {minutes} menit {seconds} detik.' */
export function reconnectedMessage(offlineMs: number): string {
  const { minutes, seconds } = offlineDuration(offlineMs);
  return `Anda kembali online setelah ${minutes} menit ${seconds} detik.`;
}
