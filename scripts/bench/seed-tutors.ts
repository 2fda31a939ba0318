import type pg from 'pg';

/**
 * `count` confirmed (so listed) tutors in two set-based statements, from a fixed random seed (the
 * same data every run): prices 35 000–250 000, ratings 3–5, about 82% available, active within 45 days,
 * one of six universities, one of eight subject pairs, one of ten cities (or, for one in eleven, none:
 * online) and a lesson mode, for the filtered gallery (subject + city + text, issue 44).
 */
export async function seedTutors(pool: pg.Pool, count: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.2026)');
    await client.query(
      `
      with new_users as (
        insert into users (email, password_hash, role, name, email_confirmed_at)
        select 'bench-' || g || '@bench.test', 'not-a-hash', 'tutor', 'Tutor Bench ' || g, now()
        from generate_series(1, $1::int) g
        returning id, name
      ),
      drawn as (
        select id, name, 1 + floor(random() * 6)::int as u, 1 + floor(random() * 8)::int as s,
               (array['bandung', 'surabaya', 'jakarta-selatan', 'yogyakarta', 'medan', 'semarang', 'malang', 'depok',
                      'makassar', 'kabupaten-bandung', null])[1 + floor(random() * 11)::int] as city,
               (array['online', 'home', 'both'])[1 + floor(random() * 3)::int] as mode
        from new_users
      )
      insert into tutors (id, name, university, subjects, price_per_hour, phone_number, bank_account, rating,
                          review_count, hours_taught, is_available, last_active_at, city, lesson_mode)
      select id, name,
             (array['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada', 'Universitas Padjadjaran',
                    'Universitas Brawijaya', 'Universitas Diponegoro'])[u],
             array[(array['SMA - Fisika', 'SMA - Kimia', 'SMP - Matematika', 'SMA - Ekonomi', 'SMA - Bahasa Inggris',
                           'SNBT - Penalaran Umum (PU)', 'SMA - Sejarah Indonesia', 'SMA - Kimia'])[s],
                   (array['SMA - Matematika Wajib', 'SMA - Biologi', 'SMP - IPA', 'SMA - Akuntansi', 'SMP - Bahasa Inggris',
                          'SMA - Fisika', 'SMA - Geografi', 'SMA - Fisika'])[s]],
             35000 + 5000 * floor(random() * 44)::int, '081234567890', 'BCA 1234567890',
             round((3 + random() * 2)::numeric, 2), floor(random() * 150)::int, floor(random() * 600)::int,
             random() > 0.18, now() - random() * interval '45 days', city, case when city is null then 'online' else mode end
      from drawn`,
      [count],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // As autovacuum leaves a settled table: statistics, and a visibility map for index-only counts.
  await pool.query('vacuum analyze users');
  await pool.query('vacuum analyze tutors');
}
