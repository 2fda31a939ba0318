// Indonesian universities and polytechnics for the tutor university select
// (docs/product.md#catalog-universities: about 100). Names are spelled as the institutions spell
// them; tutors.university stores the name verbatim.
export interface University {
  readonly name: string;
  readonly abbreviation: string;
  readonly city: string;
}

const u = (name: string, abbreviation: string, city: string): University => ({ name, abbreviation, city });

export const UNIVERSITIES: readonly University[] = [
  // The eight universities of the landing page's logo carousel come first.
  u('Institut Teknologi Bandung', 'ITB', 'Bandung'),
  u('Universitas Gadjah Mada', 'UGM', 'Yogyakarta'),
  u('Universitas Indonesia', 'UI', 'Depok'),
  u('Universitas Padjadjaran', 'Unpad', 'Bandung'),
  u('Universitas Sumatera Utara', 'USU', 'Medan'),
  u('Universitas Brawijaya', 'UB', 'Malang'),
  u('Universitas Hasanuddin', 'Unhas', 'Makassar'),
  u('Universitas Diponegoro', 'Undip', 'Semarang'),

  // State universities, west to east.
  u('Universitas Syiah Kuala', 'USK', 'Banda Aceh'),
  u('Universitas Malikussaleh', 'Unimal', 'Lhokseumawe'),
  u('Universitas Negeri Medan', 'Unimed', 'Medan'),
  u('Universitas Andalas', 'Unand', 'Padang'),
  u('Universitas Negeri Padang', 'UNP', 'Padang'),
  u('Universitas Riau', 'Unri', 'Pekanbaru'),
  u('Universitas Maritim Raja Ali Haji', 'UMRAH', 'Tanjungpinang'),
  u('Universitas Jambi', 'Unja', 'Jambi'),
  u('Universitas Sriwijaya', 'Unsri', 'Palembang'),
  u('Universitas Bengkulu', 'Unib', 'Bengkulu'),
  u('Universitas Bangka Belitung', 'UBB', 'Pangkalpinang'),
  u('Universitas Lampung', 'Unila', 'Bandar Lampung'),
  u('Institut Teknologi Sumatera', 'Itera', 'Lampung Selatan'),
  u('Universitas Sultan Ageng Tirtayasa', 'Untirta', 'Serang'),
  u('Universitas Negeri Jakarta', 'UNJ', 'Jakarta'),
  u('Universitas Pembangunan Nasional "Veteran" Jakarta', 'UPNVJ', 'Jakarta'),
  u('Universitas Islam Negeri Syarif Hidayatullah Jakarta', 'UIN Jakarta', 'Tangerang Selatan'),
  u('Institut Pertanian Bogor', 'IPB', 'Bogor'),
  u('Universitas Pendidikan Indonesia', 'UPI', 'Bandung'),
  u('Universitas Islam Negeri Sunan Gunung Djati Bandung', 'UIN SGD', 'Bandung'),
  u('Universitas Singaperbangsa Karawang', 'Unsika', 'Karawang'),
  u('Universitas Siliwangi', 'Unsil', 'Tasikmalaya'),
  u('Universitas Jenderal Soedirman', 'Unsoed', 'Purwokerto'),
  u('Universitas Negeri Semarang', 'UNNES', 'Semarang'),
  u('Universitas Sebelas Maret', 'UNS', 'Surakarta'),
  u('Universitas Negeri Yogyakarta', 'UNY', 'Yogyakarta'),
  u('Universitas Islam Negeri Sunan Kalijaga Yogyakarta', 'UIN Sunan Kalijaga', 'Yogyakarta'),
  u('Institut Seni Indonesia Yogyakarta', 'ISI Yogyakarta', 'Yogyakarta'),
  u('Institut Teknologi Sepuluh Nopember', 'ITS', 'Surabaya'),
  u('Universitas Airlangga', 'Unair', 'Surabaya'),
  u('Universitas Negeri Surabaya', 'Unesa', 'Surabaya'),
  u('Universitas Islam Negeri Sunan Ampel Surabaya', 'UINSA', 'Surabaya'),
  u('Universitas Pembangunan Nasional "Veteran" Jawa Timur', 'UPNVJT', 'Surabaya'),
  u('Universitas Negeri Malang', 'UM', 'Malang'),
  u('Universitas Islam Negeri Maulana Malik Ibrahim Malang', 'UIN Malang', 'Malang'),
  u('Universitas Jember', 'Unej', 'Jember'),
  u('Universitas Trunojoyo Madura', 'UTM', 'Bangkalan'),
  u('Universitas Udayana', 'Unud', 'Denpasar'),
  u('Universitas Pendidikan Ganesha', 'Undiksha', 'Singaraja'),
  u('Universitas Mataram', 'Unram', 'Mataram'),
  u('Universitas Nusa Cendana', 'Undana', 'Kupang'),
  u('Universitas Tanjungpura', 'Untan', 'Pontianak'),
  u('Universitas Palangka Raya', 'UPR', 'Palangka Raya'),
  u('Universitas Lambung Mangkurat', 'ULM', 'Banjarmasin'),
  u('Universitas Mulawarman', 'Unmul', 'Samarinda'),
  u('Institut Teknologi Kalimantan', 'ITK', 'Balikpapan'),
  u('Universitas Sam Ratulangi', 'Unsrat', 'Manado'),
  u('Universitas Negeri Gorontalo', 'UNG', 'Gorontalo'),
  u('Universitas Tadulako', 'Untad', 'Palu'),
  u('Universitas Negeri Makassar', 'UNM', 'Makassar'),
  u('Universitas Halu Oleo', 'UHO', 'Kendari'),
  u('Universitas Pattimura', 'Unpatti', 'Ambon'),
  u('Universitas Khairun', 'Unkhair', 'Ternate'),
  u('Universitas Cenderawasih', 'Uncen', 'Jayapura'),
  u('Universitas Papua', 'Unipa', 'Manokwari'),
  u('Universitas Musamus', 'Unmus', 'Merauke'),

  // Private universities.
  u('Universitas Bina Nusantara', 'Binus', 'Jakarta'),
  u('Universitas Trisakti', 'Usakti', 'Jakarta'),
  u('Universitas Tarumanagara', 'Untar', 'Jakarta'),
  u('Universitas Katolik Indonesia Atma Jaya', 'Unika Atma Jaya', 'Jakarta'),
  u('Universitas Gunadarma', 'UG', 'Depok'),
  u('Universitas Pelita Harapan', 'UPH', 'Tangerang'),
  u('Universitas Multimedia Nusantara', 'UMN', 'Tangerang'),
  u('Universitas Prasetiya Mulya', 'Prasmul', 'Tangerang'),
  u('President University', 'PresUniv', 'Bekasi'),
  u('Universitas Katolik Parahyangan', 'Unpar', 'Bandung'),
  u('Telkom University', 'Tel-U', 'Bandung'),
  u('Universitas Islam Bandung', 'Unisba', 'Bandung'),
  u('Universitas Pasundan', 'Unpas', 'Bandung'),
  u('Universitas Kristen Maranatha', 'Maranatha', 'Bandung'),
  u('Universitas Dian Nuswantoro', 'Udinus', 'Semarang'),
  u('Universitas Islam Sultan Agung', 'Unissula', 'Semarang'),
  u('Universitas Kristen Satya Wacana', 'UKSW', 'Salatiga'),
  u('Universitas Muhammadiyah Surakarta', 'UMS', 'Surakarta'),
  u('Universitas Islam Indonesia', 'UII', 'Yogyakarta'),
  u('Universitas Muhammadiyah Yogyakarta', 'UMY', 'Yogyakarta'),
  u('Universitas Atma Jaya Yogyakarta', 'UAJY', 'Yogyakarta'),
  u('Universitas Sanata Dharma', 'USD', 'Yogyakarta'),
  u('Universitas Kristen Petra', 'UK Petra', 'Surabaya'),
  u('Universitas Surabaya', 'Ubaya', 'Surabaya'),
  u('Universitas Muhammadiyah Malang', 'UMM', 'Malang'),
  u('Universitas Warmadewa', 'Unwar', 'Denpasar'),
  u('Universitas HKBP Nommensen', 'UHN', 'Medan'),
  u('Universitas Muslim Indonesia', 'UMI', 'Makassar'),

  // Polytechnics.
  u('Politeknik Negeri Jakarta', 'PNJ', 'Depok'),
  u('Politeknik Negeri Bandung', 'Polban', 'Bandung'),
  u('Politeknik Negeri Semarang', 'Polines', 'Semarang'),
  u('Politeknik Elektronika Negeri Surabaya', 'PENS', 'Surabaya'),
  u('Politeknik Negeri Malang', 'Polinema', 'Malang'),
  u('Politeknik Negeri Medan', 'Polmed', 'Medan'),
  u('Politeknik Negeri Padang', 'PNP', 'Padang'),
  u('Politeknik Negeri Sriwijaya', 'Polsri', 'Palembang'),
  u('Politeknik Negeri Bali', 'PNB', 'Badung'),
  u('Politeknik Negeri Ujung Pandang', 'PNUP', 'Makassar'),
  u('Politeknik Keuangan Negara STAN', 'PKN STAN', 'Tangerang Selatan'),
  u('Politeknik Statistika STIS', 'Polstat STIS', 'Jakarta'),
];

export const UNIVERSITY_NAMES: readonly string[] = UNIVERSITIES.map((university) => university.name);

const nameSet: ReadonlySet<string> = new Set(UNIVERSITY_NAMES);

export function isUniversity(name: unknown): name is string {
  return typeof name === 'string' && nameSet.has(name);
}

export function findUniversity(name: string): University | undefined {
  return UNIVERSITIES.find((university) => university.name === name);
}
