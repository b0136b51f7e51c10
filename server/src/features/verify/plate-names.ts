/**
 * The words a Bangladeshi number plate is made of, in both scripts: the registration area (a
 * district, or a metropolitan city followed by মেট্রো) and the series letter. Each entry's first
 * Latin spelling is the canonical one the key is built from; the others are spellings people
 * write (old names, BRTA's abbreviations on metro plates such as চট্ট মেট্রো and রাজ মেট্রো).
 */
export interface PlateWord {
  /** The canonical Latin spelling, upper case: part of the key. */
  latin: string;
  /** How the plate itself writes it. */
  bangla: string;
  /** Other spellings that mean the same, in either script. */
  also?: string[];
}

/** The 64 districts; the eight divisional cities and Gazipur and Narayanganj also have metro plates. */
export const AREAS: PlateWord[] = [
  // Dhaka division
  { latin: 'DHAKA', bangla: 'ঢাকা' },
  { latin: 'GAZIPUR', bangla: 'গাজীপুর' },
  { latin: 'NARAYANGANJ', bangla: 'নারায়ণগঞ্জ', also: ['Narayangonj', 'নারায়নগঞ্জ'] },
  { latin: 'NARSINGDI', bangla: 'নরসিংদী', also: ['Narshingdi'] },
  { latin: 'MUNSHIGANJ', bangla: 'মুন্সীগঞ্জ', also: ['Munshigonj'] },
  { latin: 'MANIKGANJ', bangla: 'মানিকগঞ্জ', also: ['Manikgonj'] },
  { latin: 'TANGAIL', bangla: 'টাঙ্গাইল', also: ['টাংগাইল'] },
  { latin: 'KISHOREGANJ', bangla: 'কিশোরগঞ্জ', also: ['Kishoregonj'] },
  { latin: 'FARIDPUR', bangla: 'ফরিদপুর' },
  { latin: 'GOPALGANJ', bangla: 'গোপালগঞ্জ', also: ['Gopalgonj'] },
  { latin: 'MADARIPUR', bangla: 'মাদারীপুর' },
  { latin: 'RAJBARI', bangla: 'রাজবাড়ী' },
  { latin: 'SHARIATPUR', bangla: 'শরীয়তপুর' },
  // Chattogram division
  {
    latin: 'CHATTOGRAM',
    bangla: 'চট্টগ্রাম',
    also: ['Chittagong', 'Chattagram', 'Chatta', 'Ctg', 'চট্ট'],
  },
  { latin: 'COXS BAZAR', bangla: 'কক্সবাজার', also: ["Cox's Bazar", 'Coxsbazar'] },
  { latin: 'CUMILLA', bangla: 'কুমিল্লা', also: ['Comilla'] },
  { latin: 'BRAHMANBARIA', bangla: 'ব্রাহ্মণবাড়িয়া', also: ['B Baria', 'বি বাড়িয়া'] },
  { latin: 'CHANDPUR', bangla: 'চাঁদপুর' },
  { latin: 'FENI', bangla: 'ফেনী' },
  { latin: 'NOAKHALI', bangla: 'নোয়াখালী' },
  { latin: 'LAKSHMIPUR', bangla: 'লক্ষ্মীপুর', also: ['Laxmipur', 'লক্ষীপুর'] },
  { latin: 'KHAGRACHHARI', bangla: 'খাগড়াছড়ি', also: ['Khagrachari'] },
  { latin: 'RANGAMATI', bangla: 'রাঙ্গামাটি', also: ['রাঙামাটি'] },
  { latin: 'BANDARBAN', bangla: 'বান্দরবান' },
  // Rajshahi division
  { latin: 'RAJSHAHI', bangla: 'রাজশাহী', also: ['Raj', 'রাজ'] },
  { latin: 'BOGURA', bangla: 'বগুড়া', also: ['Bogra'] },
  { latin: 'JOYPURHAT', bangla: 'জয়পুরহাট', also: ['Jaipurhat'] },
  { latin: 'NAOGAON', bangla: 'নওগাঁ' },
  { latin: 'NATORE', bangla: 'নাটোর' },
  {
    latin: 'CHAPAINAWABGANJ',
    bangla: 'চাঁপাইনবাবগঞ্জ',
    also: ['Chapai Nawabganj', 'Nawabganj', 'চাঁপাই নবাবগঞ্জ'],
  },
  { latin: 'PABNA', bangla: 'পাবনা' },
  { latin: 'SIRAJGANJ', bangla: 'সিরাজগঞ্জ', also: ['Sirajgonj'] },
  // Khulna division
  { latin: 'KHULNA', bangla: 'খুলনা' },
  { latin: 'BAGERHAT', bangla: 'বাগেরহাট' },
  { latin: 'SATKHIRA', bangla: 'সাতক্ষীরা' },
  { latin: 'JASHORE', bangla: 'যশোর', also: ['Jessore'] },
  { latin: 'JHENAIDAH', bangla: 'ঝিনাইদহ' },
  { latin: 'MAGURA', bangla: 'মাগুরা' },
  { latin: 'NARAIL', bangla: 'নড়াইল' },
  { latin: 'KUSHTIA', bangla: 'কুষ্টিয়া' },
  { latin: 'CHUADANGA', bangla: 'চুয়াডাঙ্গা' },
  { latin: 'MEHERPUR', bangla: 'মেহেরপুর' },
  // Barishal division
  { latin: 'BARISHAL', bangla: 'বরিশাল', also: ['Barisal'] },
  { latin: 'BHOLA', bangla: 'ভোলা' },
  { latin: 'PATUAKHALI', bangla: 'পটুয়াখালী' },
  { latin: 'PIROJPUR', bangla: 'পিরোজপুর' },
  { latin: 'JHALOKATI', bangla: 'ঝালকাঠি', also: ['Jhalakathi'] },
  { latin: 'BARGUNA', bangla: 'বরগুনা' },
  // Sylhet division
  { latin: 'SYLHET', bangla: 'সিলেট' },
  { latin: 'MOULVIBAZAR', bangla: 'মৌলভীবাজার', also: ['Moulvi Bazar'] },
  { latin: 'HABIGANJ', bangla: 'হবিগঞ্জ', also: ['Habigonj'] },
  { latin: 'SUNAMGANJ', bangla: 'সুনামগঞ্জ', also: ['Sunamgonj'] },
  // Rangpur division
  { latin: 'RANGPUR', bangla: 'রংপুর' },
  { latin: 'DINAJPUR', bangla: 'দিনাজপুর' },
  { latin: 'THAKURGAON', bangla: 'ঠাকুরগাঁও' },
  { latin: 'PANCHAGARH', bangla: 'পঞ্চগড়' },
  { latin: 'NILPHAMARI', bangla: 'নীলফামারী' },
  { latin: 'LALMONIRHAT', bangla: 'লালমনিরহাট' },
  { latin: 'KURIGRAM', bangla: 'কুড়িগ্রাম' },
  { latin: 'GAIBANDHA', bangla: 'গাইবান্ধা' },
  // Mymensingh division
  { latin: 'MYMENSINGH', bangla: 'ময়মনসিংহ' },
  { latin: 'JAMALPUR', bangla: 'জামালপুর' },
  { latin: 'SHERPUR', bangla: 'শেরপুর' },
  { latin: 'NETROKONA', bangla: 'নেত্রকোনা', also: ['Netrakona'] },
];

/** The word a metropolitan plate puts after its city. */
export const METRO: PlateWord = { latin: 'METRO', bangla: 'মেট্রো', also: ['Mettro', 'মেট্রোঃ'] };

/**
 * The series letters BRTA issues, with the Latin names the brief's table uses (ত Ta, থ Tha,
 * ঢ Dha, ড Da). Latin writing does not tell dental from retroflex, so the rarer of each pair
 * takes a doubled spelling (ট Tta, ঠ Ttha, দ Dda, ধ Ddha): the key stays one letter each, and
 * a plate read in Bangla never meets another plate's key.
 */
export const LETTERS: PlateWord[] = [
  { latin: 'A', bangla: 'অ', also: ['O'] },
  { latin: 'I', bangla: 'ই' },
  { latin: 'U', bangla: 'উ' },
  { latin: 'E', bangla: 'এ' },
  { latin: 'KA', bangla: 'ক', also: ['Ko'] },
  { latin: 'KHA', bangla: 'খ', also: ['Kho'] },
  { latin: 'GA', bangla: 'গ', also: ['Go'] },
  { latin: 'GHA', bangla: 'ঘ', also: ['Gho'] },
  { latin: 'NGA', bangla: 'ঙ', also: ['Umo'] },
  { latin: 'CHA', bangla: 'চ', also: ['Ca', 'Cho'] },
  { latin: 'CHHA', bangla: 'ছ', also: ['Chho'] },
  { latin: 'JA', bangla: 'জ', also: ['Jo'] },
  { latin: 'JHA', bangla: 'ঝ', also: ['Jho'] },
  { latin: 'TA', bangla: 'ত', also: ['To'] },
  { latin: 'THA', bangla: 'থ', also: ['Tho'] },
  { latin: 'DHA', bangla: 'ঢ' },
  { latin: 'DA', bangla: 'ড' },
  { latin: 'TTA', bangla: 'ট' },
  { latin: 'TTHA', bangla: 'ঠ' },
  { latin: 'DDA', bangla: 'দ', also: ['Do'] },
  { latin: 'DDHA', bangla: 'ধ', also: ['Dho'] },
  { latin: 'NA', bangla: 'ন', also: ['No'] },
  { latin: 'PA', bangla: 'প', also: ['Po'] },
  { latin: 'PHA', bangla: 'ফ', also: ['Fa', 'Pho'] },
  { latin: 'BA', bangla: 'ব', also: ['Bo'] },
  { latin: 'BHA', bangla: 'ভ', also: ['Bho'] },
  { latin: 'MA', bangla: 'ম', also: ['Mo'] },
  { latin: 'YA', bangla: 'য', also: ['Jya'] },
  { latin: 'RA', bangla: 'র', also: ['Ro'] },
  { latin: 'LA', bangla: 'ল', also: ['Lo'] },
  { latin: 'SHA', bangla: 'শ', also: ['Sho'] },
  { latin: 'SA', bangla: 'স', also: ['So'] },
  { latin: 'HA', bangla: 'হ', also: ['Ho'] },
];
