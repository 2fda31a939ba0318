import type { Random } from './prng.ts';

// Name pools by background, so the gallery reads like a real Indonesian campus. Many Indonesians
// have no family name; the "last" names here are what a tutor would put on a profile. Pools with
// gendered second names (Javanese, Balinese) keep them apart.
interface NamePool {
  readonly background: string;
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly last: readonly string[];
  readonly lastFemale?: readonly string[];
  readonly lastMale?: readonly string[];
  /** Cities of universities a tutor of this background is more likely to attend. */
  readonly homeCities: readonly string[];
  readonly weight: number;
}

const POOLS: readonly NamePool[] = [
  {
    background: 'jawa',
    male: ['Budi', 'Agus', 'Dimas', 'Fajar', 'Wahyu', 'Bayu', 'Galih', 'Rizky', 'Arif', 'Yoga', 'Teguh', 'Ilham', 'Aditya', 'Satria'],
    female: ['Sri', 'Dewi', 'Ayu', 'Putri', 'Rina', 'Sekar', 'Wulan', 'Anggraini', 'Indah', 'Ratna', 'Larasati', 'Kartika'],
    last: ['Santoso', 'Prasetyo', 'Wibowo', 'Nugroho', 'Susanto', 'Hartono', 'Kusuma', 'Setiawan', 'Purnomo', 'Wicaksono', 'Hidayat'],
    lastMale: ['Saputra', 'Firmansyah', 'Pamungkas', 'Raharjo'],
    lastFemale: ['Lestari', 'Rahayu', 'Handayani', 'Utami', 'Safitri', 'Puspitasari', 'Kusumawati', 'Maharani'],
    homeCities: ['Yogyakarta', 'Semarang', 'Surakarta', 'Surabaya', 'Malang', 'Purwokerto', 'Jember', 'Salatiga'],
    weight: 5,
  },
  {
    background: 'sunda',
    male: ['Asep', 'Dadang', 'Ujang', 'Rangga', 'Cecep', 'Yayan', 'Dede', 'Iwan', 'Gilang', 'Rizal'],
    female: ['Euis', 'Neng', 'Lilis', 'Iis', 'Siti', 'Nining', 'Rini', 'Intan', 'Desi'],
    last: ['Sutisna', 'Suryana', 'Permana', 'Ruhiyat', 'Kurniawan', 'Gunawan', 'Sukmana', 'Hermawan', 'Ramdani', 'Somantri'],
    lastFemale: ['Nurhayati', 'Komalasari', 'Rosmiati', 'Herawati', 'Sulastri'],
    homeCities: ['Bandung', 'Bogor', 'Depok', 'Karawang', 'Tasikmalaya'],
    weight: 3,
  },
  {
    background: 'batak',
    male: ['Togar', 'Daniel', 'Yosua', 'Samuel', 'Lamhot', 'Hotman', 'Parlindungan', 'Benny', 'Jonatan', 'Roy'],
    female: ['Maria', 'Ruth', 'Debora', 'Martha', 'Roma', 'Tiurma', 'Lasma', 'Grace', 'Yohana'],
    last: [
      'Siregar',
      'Nasution',
      'Simanjuntak',
      'Hutapea',
      'Sitompul',
      'Panjaitan',
      'Sinaga',
      'Situmorang',
      'Lubis',
      'Harahap',
      'Pardede',
      'Simatupang',
      'Manurung',
      'Hutagalung',
      'Tambunan',
      'Sihombing',
      'Nainggolan',
    ],
    homeCities: ['Medan', 'Jakarta', 'Depok', 'Bandung'],
    weight: 2,
  },
  {
    background: 'minang',
    male: ['Fadli', 'Rahmat', 'Hendra', 'Zulkifli', 'Andika', 'Fauzan', 'Rizal', 'Yudi', 'Irfan'],
    female: ['Yulia', 'Fitri', 'Aulia', 'Nadia', 'Rahmi', 'Annisa', 'Silvia', 'Zahra'],
    last: ['Chaniago', 'Piliang', 'Tanjung', 'Koto', 'Sikumbang', 'Jambak', 'Guci', 'Datuak', 'Malik'],
    homeCities: ['Padang', 'Pekanbaru', 'Jakarta', 'Bandung'],
    weight: 2,
  },
  {
    background: 'bugis',
    male: ['Andi Muhammad', 'Andi Fadli', 'Arif', 'Syahrul', 'Akbar', 'Ahmad', 'Ridwan', 'Fikri'],
    female: ['Andi Nurul', 'Sitti', 'Nurul', 'Fitriani', 'Rahmawati', 'Andi Tenri', 'Nurhalizah'],
    last: ['Mallarangeng', 'Mattalitti', 'Syamsuddin', 'Amiruddin', 'Tahir', 'Hamzah', 'Mappiasse', 'Pawellangi', 'Ramli', 'Rauf'],
    homeCities: ['Makassar', 'Kendari', 'Palu', 'Gorontalo'],
    weight: 2,
  },
  {
    background: 'bali',
    male: ['I Made Ardi', 'I Wayan Agus', 'I Gede Surya', 'I Komang Adi', 'I Ketut Dharma', 'I Nyoman Bagus', 'I Putu Eka'],
    female: ['Ni Luh Putu Ayu', 'Ni Made Sri', 'Ni Kadek Dwi', 'Ni Komang Tri', 'Ni Wayan Sari', 'Ni Putu Intan'],
    last: [],
    lastMale: ['Sudarsana', 'Wirawan', 'Adnyana', 'Suardana', 'Mahendra', 'Astawa', 'Pramana', 'Widiantara'],
    lastFemale: ['Wulandari', 'Ariani', 'Purnamasari', 'Pradnyani', 'Yuliantari', 'Cahyani'],
    homeCities: ['Denpasar', 'Singaraja', 'Badung', 'Mataram'],
    weight: 2,
  },
  {
    background: 'tionghoa',
    male: ['Kevin', 'Michael', 'William', 'Vincent', 'Jonathan', 'Steven', 'Hendra', 'Aldo', 'Calvin'],
    female: ['Jessica', 'Felicia', 'Stephanie', 'Cindy', 'Angela', 'Cynthia', 'Vanessa', 'Michelle', 'Clarissa'],
    last: ['Tanoto', 'Halim', 'Salim', 'Tanujaya', 'Hartanto', 'Kurniadi', 'Sutanto', 'Gunadi', 'Tjahjadi', 'Liem', 'Wijaya'],
    homeCities: ['Jakarta', 'Tangerang', 'Surabaya', 'Bandung', 'Medan', 'Pontianak'],
    weight: 2,
  },
  {
    background: 'timur',
    male: ['Christian', 'Frans', 'Reinhard', 'Yohanes', 'Alfred', 'Marthen', 'Yosep'],
    female: ['Grace', 'Yohana', 'Jeanette', 'Priscilla', 'Natalia', 'Meylan', 'Agustina'],
    last: [
      'Lumenta',
      'Sumual',
      'Pangemanan',
      'Mandagi',
      'Rondonuwu',
      'Pattinasarani',
      'Latuconsina',
      'Rumbiak',
      'Tuhumury',
      'Pattiasina',
      'Fanggidae',
    ],
    homeCities: ['Manado', 'Ambon', 'Jayapura', 'Kupang', 'Ternate', 'Manokwari'],
    weight: 1,
  },
];

export interface DemoName {
  first: string;
  last: string;
  full: string;
  homeCities: readonly string[];
}

function drawName(random: Random): DemoName {
  const pool = random.weighted(POOLS.map((candidate) => [candidate, candidate.weight] as const));
  const female = random.chance(0.5);
  const first = random.pick(female ? pool.female : pool.male);
  const gendered = (female ? pool.lastFemale : pool.lastMale) ?? [];
  const last = random.pick([...pool.last, ...gendered]);
  return { first, last, full: `${first} ${last}`, homeCities: pool.homeCities };
}

/** `count` distinct full names. */
export function drawNames(random: Random, count: number): DemoName[] {
  const names = new Map<string, DemoName>();
  while (names.size < count) {
    const name = drawName(random);
    if (!names.has(name.full)) names.set(name.full, name);
  }
  return [...names.values()];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

/** `<first>.<last><n>@demo.ajarin.id`; `n` keeps it unique. */
export function demoEmail(name: DemoName, n: number): string {
  return `${slug(name.first)}.${slug(name.last)}${n}@demo.ajarin.id`;
}
