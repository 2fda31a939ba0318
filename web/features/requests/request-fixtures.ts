import { deriveRequestBadge } from '../../../core/requests/request-status.ts';
import type { OpenRequestItem, OwnRequestItem, RequestBasics } from '../../../core/requests/views.ts';

// Requests as the api would answer them, for this feature's tests.

const basics = (): RequestBasics => ({
  id: 'req-1',
  subjects: ['SMA - Fisika', 'SMA - Kimia'],
  studentCount: 3,
  durationHours: 2,
  notes: 'Persiapan UTBK',
  // Two and a half hours: '2 jam lalu' whenever the page's clock was read during the run.
  createdAt: new Date(Date.now() - 150 * 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
  participantCount: 4,
  maxTutors: 10,
  full: false,
  badge: deriveRequestBadge({ stored: 'OPEN', transaction: null }),
});

export const openRequest = (overrides: Partial<OpenRequestItem> = {}): OpenRequestItem => ({
  ...basics(),
  customerName: 'Nadia Putri',
  joined: false,
  matchesMySubjects: true,
  canJoin: true,
  ...overrides,
});

export const ownRequest = (overrides: Partial<OwnRequestItem> = {}): OwnRequestItem => ({
  ...basics(),
  status: 'OPEN',
  transaction: null,
  canCancel: true,
  canMarkDone: false,
  ...overrides,
});
