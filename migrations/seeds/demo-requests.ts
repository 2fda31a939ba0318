import type { Subject } from '../../core/catalog/subjects.ts';
import type { DemoTutor } from './demo-tutors.ts';
import type { Random } from './prng.ts';

// Learning requests of the demo customer, so /biddings, /tutor-requests and /bidding/{id} have
// something to show on a fresh start: two OPEN requests the demo tutor can join (one already has
// interested gallery tutors to choose from) and one outside the demo tutor's subjects, seen only
// with the 'Sesuai mata pelajaran saya' switch off. Seeding writes no outbox rows: nobody is mailed.

const HOUR = 3_600_000;
const LIFETIME_MS = 7 * 24 * HOUR;

type DemoRequestPlan = { subjects: Subject[]; studentCount: number; durationHours: number; notes: string | null; ageHours: number; interested: number };

const PLANS: DemoRequestPlan[] = [
  {
    subjects: ['SMA - Fisika', 'SMA - Matematika Wajib'],
    studentCount: 2,
    durationHours: 2,
    notes: 'Persiapan ujian akhir semester kelas 11. Kami berdua masih bingung di bab dinamika rotasi dan trigonometri.',
    ageHours: 3,
    interested: 3,
  },
  { subjects: ['SNBT - Penalaran Matematika (PM)'], studentCount: 1, durationHours: 2, notes: 'Latihan soal SNBT seminggu dua kali, online.', ageHours: 26, interested: 0 },
  { subjects: ['SMP - IPA'], studentCount: 3, durationHours: 1, notes: null, ageHours: 50, interested: 1 },
];

export type DemoRequests = {
  requests: Array<Record<string, unknown>>;
  participants: Array<{ request_id: string; tutor_id: string; joined_at: Date }>;
};

/** Interested tutors are gallery tutors who teach a subject of the request and are available. */
export function buildDemoRequests(random: Random, customer: { id: string; name: string; phone: string }, galleryTutors: readonly DemoTutor[], now: Date): DemoRequests {
  const result: DemoRequests = { requests: [], participants: [] };
  for (const plan of PLANS) {
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - plan.ageHours * HOUR);
    result.requests.push({
      id,
      customer_id: customer.id,
      customer_name: customer.name,
      phone: customer.phone,
      subjects: plan.subjects,
      student_count: plan.studentCount,
      duration_hours: plan.durationHours,
      notes: plan.notes,
      status: 'OPEN',
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + LIFETIME_MS),
    });
    const interested = galleryTutors.filter((tutor) => tutor.isAvailable && tutor.subjects.some((subject) => plan.subjects.includes(subject))).slice(0, plan.interested);
    interested.forEach((tutor, index) => {
      result.participants.push({ request_id: id, tutor_id: tutor.id, joined_at: new Date(createdAt.getTime() + (index + 1) * HOUR / 4) });
    });
  }
  return result;
}
