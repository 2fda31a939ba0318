import { isRole } from '../../core/accounts/auth.schema.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Subject } from '../../core/catalog/subjects.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Storage } from '../../infra/storage.ts';
import { findUserByEmail } from '../../services/accounts/user-record.ts';
import { replyFeedback } from '../../services/feedback/reply-feedback.ts';
import { submitFeedback } from '../../services/feedback/submit-feedback.ts';
import { approveProof } from '../../services/payments/approve-proof.ts';
import { submitProof } from '../../services/payments/submit-proof.ts';
import { approvePayout } from '../../services/payouts/approve-payout.ts';
import { markPayoutPaid } from '../../services/payouts/mark-payout-paid.ts';
import { requestPayout } from '../../services/payouts/request-payout.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { createRequest } from '../../services/requests/create-request.ts';
import { joinRequest } from '../../services/requests/join-request.ts';
import { submitReview } from '../../services/reviews/submit-review.ts';
import { createBooking } from '../../services/bookings/create-booking.ts';
import { cancelTransaction } from '../../services/transactions/cancel-transaction.ts';
import { completeClass } from '../../services/transactions/complete-class.ts';
import { answerProposal } from '../../services/lessons/answer-proposal.ts';
import { answerAttendance } from '../../services/lessons/answer-attendance.ts';
import { applySilence } from '../../services/lessons/apply-silence.ts';
import { proposeSessions } from '../../services/lessons/propose-sessions.ts';
import { pad2 } from '../../core/format/jakarta-time.ts';
import { wallTime } from '../../core/lessons/time-zones.ts';
import { renderTransferReceipt } from './transfer-receipt.ts';

// The first minute of Ajarin on a fresh `npm start` (issue 14): the demo accounts in the middle of
// real activity, played through the same use cases the web and the bots call, so every invariant,
// outbox event, audit row, email and chat message is the product's own. Runs once, right after the
// demo accounts are seeded into an empty database; its steps read like the story they tell.

/** The customers of the story; their accounts come from dev/demo/seeds/demo-data.ts. */
export const DEMO_STORY_EMAILS = {
  nadia: 'siswa@ajarin.id',
  budi: 'budi.santoso@demo.ajarin.id',
  sari: 'sari.wulandari@demo.ajarin.id',
  rizky: 'tutor@ajarin.id',
  admin: 'admin@ajarin.id',
} as const;

export type DemoStoryDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  config: Pick<
    Config,
    'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS' | 'PAYMENT_WINDOW_HOURS' | 'PAYOUT_ADMIN_FEE' | 'UNIQUE_CODE_MIN' | 'UNIQUE_CODE_MAX'
  >;
  /**
   * Links an account's chat before anything happens, so the events below reach it: `npm start`
   * types the account page's link into the Telegram emulator. Absent, no chat is linked.
   */
  linkChat?: (account: Actor & { email: string }) => Promise<void>;
  /**
   * Chooses the tutor the way a customer does in the chat ('Pilih Tutor Ini' on the tutor-joined
   * message, then 'Ya'), so /dev/telegram shows it; the transaction's id, or null when the chat
   * could not (then the story chooses as the web does).
   */
  chooseInChat?: (customer: Actor & { email: string }, requestId: string, tutorId: string) => Promise<string | null>;
};

type Person = Actor & { email: string; name: string; phone: string };
type Cast = Record<keyof typeof DEMO_STORY_EMAILS, Person>;

// The story is told by the system, not typed by users: its steps are no user's attempts to count.
const unlimited: RateLimiter = { enforce: async () => {} };

async function personOf(db: Db, email: string): Promise<Person> {
  const user = await findUserByEmail(db, email);
  if (!user || !isRole(user.role)) throw new Error(`demo account ${email} is missing; seed the demo accounts first`);
  // A customer books under the name and number of their profile, as the booking form prefills them.
  const customer = await db('customers').where({ id: user.id }).first<{ name: string; phone: string } | undefined>('name', 'phone');
  return { id: user.id, role: user.role, email: user.email, name: customer?.name ?? user.name, phone: customer?.phone ?? '' };
}

/** Listed, available gallery tutors teaching `subject`, best rated first (stable for a fixed seed). */
async function galleryTutors(db: Db, subject: Subject, except: string[], count: number): Promise<Actor[]> {
  const rows: { id: string }[] = await db('tutors')
    .where({ listed: true, is_available: true })
    .whereRaw('? = any(subjects)', [subject])
    .whereNotIn('id', except)
    .orderBy([{ column: 'rating', order: 'desc' }, { column: 'name' }])
    .limit(count)
    .select('id');
  if (rows.length < count) throw new Error(`the demo needs ${count} gallery tutors teaching ${subject}`);
  return rows.map((row) => ({ id: row.id, role: 'tutor' }));
}

export async function playDemoStory(deps: DemoStoryDeps): Promise<void> {
  const { db } = deps;
  const entries = await Promise.all(
    Object.entries(DEMO_STORY_EMAILS).map(async ([key, email]) => [key, await personOf(db, email)] as const),
  );
  const cast = Object.fromEntries(entries) as Cast;
  if (deps.linkChat) for (const account of [cast.nadia, cast.rizky, cast.admin]) await deps.linkChat(account);

  const steps = storySteps(deps, cast);
  await steps.earlierClassesOfRizky();
  await steps.nadiasBookings();
  await steps.nadiasRequests();
  await steps.othersRequests();
  await steps.feedback();
  await steps.lessons();
}

function storySteps(deps: DemoStoryDeps, { nadia, budi, sari, rizky, admin }: Cast) {
  const { db } = deps;
  const requestDeps = { db, config: deps.config };

  const book = async (customer: Person, tutorId: string, subjects: Subject[], durationHours: number, notes: string | null = null) => {
    const booking = await createBooking(requestDeps, customer, {
      tutorId,
      customerName: customer.name,
      phone: customer.phone,
      subjects,
      durationHours,
      studentCount: 1,
      notes,
    });
    return booking.id;
  };
  const pay = async (customer: Person, transactionId: string) => {
    const { total_price: amount } = await db('transactions').where({ id: transactionId }).first<{ total_price: number }>('total_price');
    const bytes = await renderTransferReceipt({
      amount,
      sender: customer.name.toUpperCase(),
      recipient: 'PT AJARIN EDUKASI INDONESIA',
      reference: transactionId.slice(0, 8).toUpperCase(),
    });
    await submitProof({ ...deps, limiter: unlimited }, customer, transactionId, async () => ({ bytes, truncated: false }));
  };
  const verify = async (transactionId: string) => {
    const proof = await db('payment_proofs').where({ transaction_id: transactionId, decision: 'PENDING' }).first<{ id: string }>('id');
    await approveProof({ db }, admin, proof.id);
  };
  /** A class from booking to the customer's review: paid, verified, taught, rated. */
  const reviewedClass = async (
    customer: Person,
    subjects: Subject[],
    hours: number,
    review: { rating: number; comment: string },
    notes: string | null = null,
  ) => {
    const id = await book(customer, rizky.id, subjects, hours, notes);
    await pay(customer, id);
    await verify(id);
    await completeClass({ db }, customer, id);
    await submitReview({ db }, customer, id, review);
    return id;
  };
  /**
   * The paid class's one hour, agreed for 50 minutes from now: its 1 h reminder is due at once,
   * so both chats show 'Kelas dimulai 1 jam lagi' (docs/product.md#lesson-reminders).
   */
  const upcomingSession = async (transactionId: string) => {
    const start = wallTime(new Date(Date.now() + 50 * 60_000), 'Asia/Jakarta');
    const date = `${start.year}-${pad2(start.month)}-${pad2(start.day)}`;
    await proposeSessions({ db }, rizky, transactionId, {
      sessions: [{ date, time: `${pad2(start.hour)}:${pad2(start.minute)}`, durationMinutes: 60 }],
    });
    await answerProposal({ db }, nadia, transactionId, { accept: true });
  };
  const payoutOf = async (transactionId: string) =>
    (await db('payouts').where({ transaction_id: transactionId }).first<{ id: string }>('id')).id;
  const payoutDeps = { db, payoutAdminFee: deps.config.PAYOUT_ADMIN_FEE };

  return {
    /** Rizky's money path: one class paid out this month, one ready for payout. */
    async earlierClassesOfRizky() {
      const paidOut = await reviewedClass(
        budi,
        ['SMA - Matematika Wajib'],
        2,
        { rating: 5, comment: 'Kak Rizky sabar sekali, anak saya jadi paham fungsi kuadrat.' },
        'Anak saya kelas 10, perlu bantuan di bab fungsi kuadrat.',
      );
      await requestPayout(payoutDeps, rizky, paidOut);
      const payout = await payoutOf(paidOut);
      await approvePayout({ db }, admin, payout);
      await markPayoutPaid({ db }, admin, payout);

      await reviewedClass(sari, ['SNBT - Penalaran Matematika (PM)'], 3, {
        rating: 4,
        comment: 'Latihan soalnya pas dengan tipe SNBT terbaru.',
      });
    },

    /** Nadia's bookings in every state, oldest first. */
    async nadiasBookings() {
      const done = await reviewedClass(
        nadia,
        ['SMA - Fisika'],
        2,
        { rating: 5, comment: 'Penjelasannya runtut dan banyak contoh soal. Terima kasih, Kak!' },
        'Bab dinamika rotasi, persiapan ulangan harian.',
      );
      await requestPayout(payoutDeps, rizky, done);

      const [chemistry] = await galleryTutors(db, 'SMA - Kimia', [], 1);
      const cancelled = await book(nadia, chemistry!.id, ['SMA - Kimia'], 1);
      await cancelTransaction({ db }, nadia, cancelled);

      const inProgress = await book(nadia, rizky.id, ['SMA - Matematika Peminatan'], 1, 'Limit fungsi trigonometri.');
      await pay(nadia, inProgress);
      await verify(inProgress);
      await upcomingSession(inProgress);

      const [english] = await galleryTutors(db, 'SMA - Bahasa Inggris', [], 1);
      await book(nadia, english!.id, ['SMA - Bahasa Inggris'], 1, 'Latihan speaking untuk presentasi.');
    },

    /** One request Rizky was chosen for (its proof waits for the admin), one still open. */
    async nadiasRequests() {
      const chosen = await createRequest(requestDeps, nadia, {
        customerName: nadia.name,
        phone: nadia.phone,
        subjects: ['SMA - Matematika Wajib'],
        studentCount: 1,
        durationHours: 2,
        notes: 'Persiapan PAS kelas 11: barisan dan deret.',
        city: 'yogyakarta',
        lessonMode: 'both',
      });
      const [rival] = await galleryTutors(db, 'SMA - Matematika Wajib', [rizky.id], 1);
      await joinRequest(requestDeps, rival!, chosen.id);
      await joinRequest(requestDeps, rizky, chosen.id);
      const transactionId =
        (await deps.chooseInChat?.(nadia, chosen.id, rizky.id)) ??
        (await chooseTutor(requestDeps, nadia, chosen.id, { tutorId: rizky.id })).transactionId;
      await pay(nadia, transactionId);

      const open = await createRequest(requestDeps, nadia, {
        customerName: nadia.name,
        phone: nadia.phone,
        subjects: ['SMA - Fisika', 'SMA - Matematika Wajib'],
        studentCount: 2,
        durationHours: 2,
        notes: 'Persiapan ujian akhir semester kelas 11. Kami berdua masih bingung di bab dinamika rotasi dan trigonometri.',
        city: 'yogyakarta',
        lessonMode: 'home',
      });
      for (const tutor of await galleryTutors(db, 'SMA - Fisika', [rizky.id], 3)) await joinRequest(requestDeps, tutor, open.id);
    },

    /** Open requests of other customers: one Rizky can join, one outside his subjects; and Sari's proof waiting. */
    async othersRequests() {
      await createRequest(requestDeps, budi, {
        customerName: budi.name,
        phone: budi.phone,
        subjects: ['SNBT - Penalaran Matematika (PM)'],
        studentCount: 1,
        durationHours: 2,
        // Typed as customers do; tutors read it masked (docs/product.md#privacy-free-text).
        notes: `Latihan soal SNBT seminggu dua kali, online. Kalau mau cepat, WA saya di ${budi.phone} ya.`,
        city: null,
        lessonMode: 'online',
      });
      const science = await createRequest(requestDeps, sari, {
        customerName: sari.name,
        phone: sari.phone,
        subjects: ['SMP - IPA'],
        studentCount: 3,
        durationHours: 1,
        notes: null,
        city: null,
        lessonMode: null,
      });
      const [scienceTutor] = await galleryTutors(db, 'SMP - IPA', [], 1);
      await joinRequest(requestDeps, scienceTutor!, science.id);

      const [biology] = await galleryTutors(db, 'SMA - Biologi', [], 1);
      const waiting = await book(sari, biology!.id, ['SMA - Biologi'], 2, 'Sistem peredaran darah.');
      await pay(sari, waiting);
    },

    /**
     * Budi's physics class, taught four days ago: the tutor said Ya, Budi never answered, and the
     * silence rule finished it 72 h after its end (docs/product.md#lesson-attendance). A session in
     * the past cannot be proposed, so its agreed time is written as the sessions part would have.
     */
    async lessons() {
      const [physics] = await galleryTutors(db, 'SMA - Fisika', [rizky.id], 1);
      const tutor = physics!;
      const id = await book(budi, tutor.id, ['SMA - Fisika'], 2, 'Hukum Newton dan gaya gesek.');
      await pay(budi, id);
      await verify(id);
      const endsAt = new Date(Date.now() - 78 * 3_600_000);
      const [session] = await db('lesson_sessions')
        .insert({
          transaction_id: id,
          tutor_id: tutor.id,
          starts_at: new Date(endsAt.getTime() - 2 * 3_600_000),
          ends_at: endsAt,
          status: 'CONFIRMED',
          proposed_by: 'tutor',
        })
        .returning<{ id: string }[]>('id');
      await answerAttendance({ db, now: () => new Date(endsAt.getTime() + 3_600_000) }, tutor, session!.id, 'YES');
      await applySilence(db, session!.id, new Date());
    },

    /** A feedback the admin answered, and a report that waits for an answer. */
    async feedback() {
      const answered = await submitFeedback({ db, limiter: unlimited }, rizky, {
        category: 'feedback',
        subject: 'Notifikasi permintaan di Telegram',
        notes: 'Notifikasi permintaan baru di Telegram sangat membantu. Apakah bisa ditambah pengingat sebelum kelas dimulai?',
      });
      await replyFeedback({ db }, admin, answered.id, 'Terima kasih, Kak Rizky! Pengingat sebelum kelas sudah masuk rencana kami.');
      await submitFeedback({ db, limiter: unlimited }, nadia, {
        category: 'report',
        subject: 'Foto tutor tidak muncul',
        notes: 'Di halaman daftar tutor, beberapa foto tutor sempat tidak muncul saat sinyal lemah. Mohon dicek.',
      });
    },
  };
}
