import type { AdCategory, City, Sector, Stage } from '@/features/listings/taxonomy';

/**
 * Demo listings (local only, like the demo accounts): realistic Gulf-market listings, some in
 * Arabic, some in English, a few mixing both, as owners really write them. Amounts are in SAR
 * major units here; the seed converts them to minor units. Photos name files under ./photos.
 */

export type DemoPhoto =
  | 'books'
  | 'cafe'
  | 'car'
  | 'clinic'
  | 'dunes'
  | 'factory'
  | 'farm'
  | 'shop'
  | 'skyline'
  | 'solar'
  | 'tech'
  | 'warehouse';

/** Who publishes: the README's owner, or one of the two extra demo owners. */
export type DemoOwnerKey = 'omar' | 'nora' | 'khalid';

export const EXTRA_DEMO_OWNERS = [
  { key: 'nora', email: 'nora@fursa.local', name: 'نورة الحربي', locale: 'ar' },
  { key: 'khalid', email: 'khalid@fursa.local', name: 'Khalid Al-Mansouri', locale: 'en' },
] as const;

export type DemoAd = {
  owner: DemoOwnerKey;
  title: string;
  description: string;
  category: AdCategory;
  city: City;
  price: number | null;
  photos: DemoPhoto[];
  /** Promoted for this many more days (negative: a promotion that has ended). */
  promotedDays?: number;
};

export type DemoOpportunity = {
  owner: DemoOwnerKey;
  title: string;
  summary: string;
  description: string;
  sector: Sector;
  city: City;
  min: number;
  max: number;
  /** Expected annual return in percent, if stated. */
  returnPct: number | null;
  stage: Stage;
  photos: DemoPhoto[];
};

export const DEMO_ADS: DemoAd[] = [
  {
    owner: 'omar',
    title: 'Furnished 3-bedroom apartment in Al Olaya',
    description:
      'A bright, fully furnished apartment on the 14th floor of a managed tower in Al Olaya, five minutes from Kingdom Centre.\n\nThree bedrooms (two en-suite), a large living room with city views, a fitted kitchen and two covered parking spaces. The building has a gym, a pool and 24-hour security. Currently let at SAR 95,000 a year until next summer.',
    category: 'real_estate',
    city: 'riyadh',
    price: 1_250_000,
    photos: ['skyline'],
  },
  {
    owner: 'nora',
    title: 'فيلا دوبلكس للبيع في حي الملقا',
    description:
      'فيلا دوبلكس حديثة البناء في حي الملقا شمال الرياض، على شارع عرض ٢٠ م وقريبة من طريق الملك فهد.\n\nمساحة الأرض ٣٦٠ م²، خمس غرف نوم، مجلس رجال ومجلس نساء، مطبخ راكب، غرفة سائق وملحق علوي. تشطيب فاخر وعزل حراري كامل، وضمانات على الهيكل والسباكة والكهرباء.',
    category: 'real_estate',
    city: 'riyadh',
    price: 3_400_000,
    photos: ['skyline', 'dunes'],
    promotedDays: 12,
  },
  {
    owner: 'omar',
    title: 'مقهى مختص للبيع على كورنيش جدة',
    description:
      'مقهى قهوة مختصة يعمل منذ ثلاث سنوات بإطلالة مباشرة على البحر في الكورنيش الشمالي.\n\nيشمل البيع جميع المعدات (آلة إسبريسو بثلاث مجموعات، مطاحن، ثلاجات عرض)، الديكور، والعلامة التجارية وحسابات التواصل الاجتماعي بأكثر من ٤٠ ألف متابع. متوسط المبيعات الشهرية ١١٠ آلاف ريال، والإيجار السنوي ١٨٠ ألف ريال.',
    category: 'food_beverage',
    city: 'jeddah',
    price: 650_000,
    photos: ['cafe', 'shop'],
    promotedDays: 20,
  },
  {
    owner: 'khalid',
    title: 'Burger franchise rights for the Northern Emirates',
    description:
      'Master franchise rights for a popular home-grown burger brand covering Ajman, Umm Al Quwain and Ras Al Khaimah.\n\nThe package includes the operations manual, supplier agreements, staff training for the first two outlets and marketing support for the launch. A site in Ras Al Khaimah has already been shortlisted with the landlord.',
    category: 'franchise',
    city: 'dubai',
    price: 900_000,
    photos: ['cafe'],
  },
  {
    owner: 'omar',
    title: 'Toyota Hilux 2021 – بحالة ممتازة',
    description:
      'Double cabin, 2.7 petrol, automatic, 68,000 km, full service history at the agency.\n\nسيارة نظيفة جدًا، استخدام شخصي، بدون حوادث، مع فحص دوري ساري وتأمين شامل حتى نهاية السنة.',
    category: 'vehicles',
    city: 'dammam',
    price: 92_000,
    photos: ['car'],
    promotedDays: -3,
  },
  {
    owner: 'khalid',
    title: 'Industrial espresso machines (set of 3)',
    description:
      'Three two-group espresso machines from a café chain refit, each under four years old and serviced every six months.\n\nSold together with two grinders and a water filtration unit. Can be seen working at our warehouse in the south of Jeddah; delivery within the city is included.',
    category: 'equipment',
    city: 'jeddah',
    price: 48_000,
    photos: ['cafe'],
  },
  {
    owner: 'nora',
    title: 'محل ملابس نسائية قائم للتقبيل',
    description:
      'محل ملابس نسائية في شارع التحلية بمساحة ٩٠ م²، يعمل منذ خمس سنوات بقاعدة عملاء ثابتة.\n\nالتقبيل يشمل الديكور والبضاعة الحالية (بقيمة تقريبية ١٢٠ ألف ريال) وعقد الإيجار المتبقي منه سنتان. سبب البيع التفرغ لمشروع آخر.',
    category: 'business_for_sale',
    city: 'riyadh',
    price: 280_000,
    photos: ['shop'],
  },
  {
    owner: 'omar',
    title: 'Commercial cleaning company – contracts included',
    description:
      'An established cleaning and facility services company with 45 staff, its own transport and annual contracts with two hospitals and a university campus.\n\nRevenue last year was SAR 3.2 million with healthy margins. The owner will stay on for three months to hand over client relationships.',
    category: 'services',
    city: 'riyadh',
    price: 1_100_000,
    photos: ['warehouse'],
  },
  {
    owner: 'khalid',
    title: 'أرض تجارية على طريق الملك فهد بالخبر',
    description:
      'أرض تجارية بمساحة ٢٬٤٠٠ م² على واجهتين، إحداهما على طريق الملك فهد مباشرة، صالحة لمعرض أو مبنى مكاتب.\n\nالصك إلكتروني والأرض خالية من الرهونات، مع إمكانية البيع بالتقسيط جزئيًا للمشتري الجاد.',
    category: 'real_estate',
    city: 'khobar',
    price: 5_800_000,
    photos: ['dunes'],
  },
  {
    owner: 'omar',
    title: 'E-commerce store with 12k monthly orders',
    description:
      'A profitable online store selling home fragrances and gifts across the Kingdom, built on a hosted platform with its own warehouse workflow.\n\nAbout 12,000 orders a month, 38% repeat customers, and supplier contracts with four local manufacturers. The sale includes the domain, the brand, the customer list and the inventory.',
    category: 'technology',
    city: 'riyadh',
    price: 2_300_000,
    photos: ['tech'],
    promotedDays: 9,
  },
  {
    owner: 'nora',
    title: 'بقالة مجهزة بالكامل قرب الحرم',
    description:
      'بقالة بمساحة ٦٠ م² في حي العزيزية على بعد دقائق من الحرم، مجهزة بثلاجات عرض ورفوف ونظام نقاط بيع.\n\nإقبال مرتفع طوال العام ويتضاعف في موسمي الحج ورمضان. الإيجار السنوي ٧٠ ألف ريال والعقد ساري لثلاث سنوات.',
    category: 'retail',
    city: 'mecca',
    price: 420_000,
    photos: ['shop'],
  },
  {
    owner: 'khalid',
    title: 'Fleet of 6 delivery vans (2022)',
    description:
      'Six refrigerated and dry delivery vans, all 2022 models, with 40–70,000 km each, tracking devices fitted and agency maintenance records.\n\nIdeal for a last-mile delivery or catering business. Sold as a lot; inspection welcome at our yard in Al Sulay.',
    category: 'vehicles',
    city: 'riyadh',
    price: 510_000,
    photos: ['car', 'warehouse'],
  },
  {
    owner: 'omar',
    title: 'رافعة شوكية كهربائية ٣ طن',
    description:
      'رافعة شوكية كهربائية بحمولة ٣ طن وارتفاع رفع ٤٫٥ م، موديل ٢٠٢٢، عدد ساعات التشغيل ١٬٨٠٠ ساعة فقط.\n\nمع شاحن أصلي وبطارية بحالة ممتازة، مناسبة للمستودعات والمصانع.',
    category: 'equipment',
    city: 'dammam',
    price: 85_000,
    photos: ['warehouse', 'factory'],
  },
  {
    owner: 'khalid',
    title: 'Sea-view office floor in Al Shati',
    description:
      'A full office floor of 620 m² in a Grade A tower on the Corniche, with open-plan space, six closed offices, two meeting rooms and a pantry.\n\nAvailable for sale with the current tenant (a law firm) on a five-year lease. Price on request for qualified buyers.',
    category: 'real_estate',
    city: 'jeddah',
    price: null,
    photos: ['skyline'],
  },
  {
    owner: 'nora',
    title: 'امتياز تجاري لمطعم شاورما مشهور',
    description:
      'فرصة للحصول على امتياز تجاري لعلامة شاورما معروفة بأكثر من ٢٥ فرعًا في المملكة.\n\nيشمل الامتياز تجهيز الموقع بالكامل وتدريب الطاقم والتوريد المركزي للمواد الخام ودعم التسويق في أول ستة أشهر. رسوم الامتياز تشمل أول فرع.',
    category: 'franchise',
    city: 'riyadh',
    price: 750_000,
    photos: ['cafe'],
  },
  {
    owner: 'omar',
    title: 'تطبيق توصيل جاهز – Delivery app source code & brand',
    description:
      'تطبيق توصيل طلبات متكامل (تطبيق للعميل، تطبيق للمندوب، لوحة تحكم للمتاجر) مع الكود المصدري والعلامة التجارية.\n\nBuilt with Flutter and Node.js, live in two cities with 9,000 registered users. Includes the App Store and Google Play accounts and three months of developer support.',
    category: 'technology',
    city: 'riyadh',
    price: 180_000,
    photos: ['tech'],
  },
  {
    owner: 'khalid',
    title: 'Bakery with central kitchen and 2 outlets',
    description:
      'A well-known artisan bakery in Doha with a central kitchen in the industrial area and two busy outlets in West Bay and Al Wakrah.\n\n35 staff, supply contracts with three hotels, and a loyal weekend crowd. Annual revenue about QAR 4.1 million. Full financials shared after an NDA.',
    category: 'food_beverage',
    city: 'doha',
    price: 1_900_000,
    photos: ['cafe', 'shop'],
    promotedDays: 5,
  },
  {
    owner: 'nora',
    title: 'مكتب خدمات سياحية مرخص في المدينة المنورة',
    description:
      'مكتب سياحة وسفر مرخص من وزارة السياحة، متخصص في برامج الزيارة والجولات للمعتمرين.\n\nيشمل البيع الترخيص وقاعدة بيانات العملاء والعقود مع ثلاثة فنادق وشركة نقل. فريق العمل مستعد للاستمرار مع المالك الجديد.',
    category: 'services',
    city: 'medina',
    price: 350_000,
    photos: ['dunes', 'books'],
  },
  {
    owner: 'omar',
    title: 'Profitable gym with 600 active members',
    description:
      'A women-only fitness club of 1,100 m² with a studio, a cardio floor and a small café, open since 2019.\n\nAround 600 active monthly members and seven trainers on staff. Equipment replaced in 2023. The lease runs until 2029 at a fixed rent.',
    category: 'business_for_sale',
    city: 'abu_dhabi',
    price: 1_450_000,
    photos: ['shop'],
  },
  {
    owner: 'khalid',
    title: 'شاليهات ريفية في السودة',
    description:
      'مشروع أربعة شاليهات ريفية مبنية بالحجر في السودة بأبها، وسط الضباب والمدرجات الزراعية.\n\nنسبة إشغال تتجاوز ٨٠٪ في الصيف والإجازات، ومسجلة على منصات الحجز الرئيسية بتقييمات ممتازة. الأرض ملك والمباني مرخصة.',
    category: 'real_estate',
    city: 'abha',
    price: 2_750_000,
    photos: ['farm', 'dunes'],
  },
  {
    owner: 'omar',
    title: 'Commercial kitchen equipment, barely used',
    description:
      'Complete line from a cloud kitchen that closed after eight months: two combi ovens, a six-burner range, fryers, an extraction hood and stainless prep tables.\n\nAll items in excellent condition with receipts. Buyer collects from Al Malaz.',
    category: 'equipment',
    city: 'riyadh',
    price: 65_000,
    photos: ['cafe'],
  },
  {
    owner: 'nora',
    title: 'شاحنة تبريد إيسوزو ٢٠٢٠',
    description:
      'شاحنة إيسوزو NPR موديل ٢٠٢٠ بصندوق تبريد، الممشى ١٤٠ ألف كم، صيانة دورية منتظمة.\n\nمناسبة لنقل الأغذية والخضار، والتبريد يعمل بكفاءة حتى ٢٠ درجة تحت الصفر.',
    category: 'vehicles',
    city: 'jeddah',
    price: 145_000,
    photos: ['car'],
  },
  {
    owner: 'khalid',
    title: 'Solar panel installation kit for farms',
    description:
      'A 30 kW off-grid solar kit for farms and rest houses: panels, mounting frames, hybrid inverter and a lithium battery bank.\n\nNew in boxes, with manufacturer warranty. Installation can be arranged with our partner team in Muscat and Sohar.',
    category: 'other',
    city: 'muscat',
    price: 38_000,
    photos: ['solar'],
  },
  {
    owner: 'omar',
    title: 'متجر عطور وبخور في مول مشهور',
    description:
      'متجر عطور وبخور ودهن عود في مول رئيسي شرق الرياض، بمساحة ٤٥ م² وموقع مقابل للمدخل الرئيسي.\n\nيشمل البيع المخزون والديكور الخشبي الفاخر والعلامة التجارية المسجلة. المبيعات ترتفع بشكل ملحوظ في المواسم والأعياد.',
    category: 'retail',
    city: 'riyadh',
    price: 600_000,
    photos: ['shop'],
  },
  {
    owner: 'khalid',
    title: 'Digital marketing agency with retained clients',
    description:
      'A 14-person agency in New Cairo handling social media, performance ads and content for 22 retained clients in Egypt and the Gulf.\n\nMonthly recurring revenue of about USD 38,000. The founders are open to a full sale or to a majority stake with an earn-out.',
    category: 'services',
    city: 'cairo',
    price: 400_000,
    photos: ['tech'],
  },
  {
    owner: 'nora',
    title: 'مزرعة ورد طائفي مع معمل تقطير',
    description:
      'مزرعة ورد طائفي في الهدا بمساحة ١٥ ألف م² تضم أكثر من ٦ آلاف شجيرة ورد، مع معمل تقطير تقليدي مرخص.\n\nتنتج المزرعة ماء الورد ودهن الورد وتبيع لمحلات العطور في الطائف ومكة وجدة. يشمل البيع بيت المزرعة والبئر.',
    category: 'food_beverage',
    city: 'taif',
    price: 3_100_000,
    photos: ['farm'],
  },
  {
    owner: 'omar',
    title: 'Retail unit in a busy Seef mall',
    description:
      'A 75 m² retail unit on the ground floor of a busy mall in Seef, next to the main food court escalators.\n\nSold with vacant possession or with the current tenant (a phone accessories store) on a two-year lease.',
    category: 'real_estate',
    city: 'manama',
    price: 820_000,
    photos: ['shop', 'skyline'],
  },
  {
    owner: 'khalid',
    title: 'شركة برمجيات ناشئة بعقود حكومية',
    description:
      'شركة تقنية ناشئة متخصصة في أنظمة إدارة المواعيد والطوابير، لديها ثلاثة عقود سارية مع جهات حكومية وشبه حكومية.\n\nفريق من ١١ مطورًا ومنتج مكتمل قابل للتوسع إقليميًا. السعر يحدد بعد الاطلاع على القوائم المالية وتوقيع اتفاقية سرية.',
    category: 'technology',
    city: 'khobar',
    price: null,
    photos: ['tech'],
  },
  {
    owner: 'omar',
    title: "Kids' education centre franchise",
    description:
      'Franchise of an after-school learning centre brand (maths, coding and English) with 18 centres across the Gulf.\n\nThe fee covers the licence for Kuwait City, curriculum, teacher training and the booking platform. Suitable for a 250–400 m² space.',
    category: 'franchise',
    city: 'kuwait_city',
    price: 320_000,
    photos: ['books'],
  },
  {
    owner: 'nora',
    title: 'خط إنتاج عبوات بلاستيكية',
    description:
      'خط إنتاج عبوات بلاستيكية (PET) بطاقة ٤ آلاف عبوة في الساعة، يشمل آلة نفخ وآلة تعبئة وآلة تغليف.\n\nالخط يعمل حاليًا ويمكن معاينته في المدينة الصناعية الثانية بالرياض، مع إمكانية المساعدة في الفك والتركيب.',
    category: 'equipment',
    city: 'riyadh',
    price: 1_200_000,
    photos: ['factory'],
  },
  {
    owner: 'khalid',
    title: 'Bookshop & café – مكتبة ومقهى في جبل عمّان',
    description:
      'A cosy bookshop and café in a restored house on Rainbow Street, with a reading terrace and regular book-club evenings.\n\nمشروع محبوب من سكان الحي والسياح، يشمل البيع الأثاث والكتب والمعدات والعلامة التجارية.',
    category: 'business_for_sale',
    city: 'amman',
    price: 210_000,
    photos: ['books', 'cafe'],
  },
  {
    owner: 'omar',
    title: 'Camping and desert tour equipment',
    description:
      'Everything for guided desert trips: 12 tents, camp furniture, cooking gear, lanterns, a generator and two trailers.\n\nUsed for two seasons near Tabuk and Hisma; well kept and stored indoors.',
    category: 'other',
    city: 'tabuk',
    price: 55_000,
    photos: ['dunes'],
  },
  {
    owner: 'nora',
    title: 'مستودع ٢٠٠٠ م² في المنطقة الصناعية الثانية',
    description:
      'مستودع مرخص بمساحة ٢٬٠٠٠ م² وارتفاع ١٠ م، مع مكاتب إدارية ودورات مياه وساحة تحميل لشاحنتين.\n\nمناسب للتخزين والتوزيع، ويقع قرب الطريق الدائري الجنوبي.',
    category: 'real_estate',
    city: 'riyadh',
    price: 4_200_000,
    photos: ['warehouse'],
  },
];

export const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    owner: 'omar',
    title: 'Cloud kitchen network expanding to Jeddah',
    summary:
      'Three virtual restaurant brands looking for capital to open two shared kitchens in Jeddah.',
    description:
      'We run four delivery-only kitchens in Riyadh serving three in-house brands through the main delivery apps, with 1,400 orders a day.\n\nThe funds will fit out two kitchens in Jeddah, cover six months of marketing and hire a local operations manager. Break-even per kitchen has been reached within five months in Riyadh.',
    sector: 'food_beverage',
    city: 'jeddah',
    min: 500_000,
    max: 1_500_000,
    returnPct: 18,
    stage: 'growth',
    photos: ['cafe'],
  },
  {
    owner: 'nora',
    title: 'عيادة أسنان تخصصية في حي النرجس',
    summary: 'نبحث عن شريك ممول لافتتاح عيادة أسنان تخصصية بأربعة كراسي في شمال الرياض.',
    description:
      'فريق من ثلاثة أطباء استشاريين بخبرة تتجاوز ١٥ عامًا، مع موقع مستأجر بالفعل في حي النرجس.\n\nالتمويل مخصص للتجهيزات الطبية والتراخيص وتشغيل أول ستة أشهر. نتوقع الوصول إلى نقطة التعادل خلال السنة الأولى، مع عرض حصة تصل إلى ٤٠٪ للمستثمر.',
    sector: 'healthcare',
    city: 'riyadh',
    min: 1_200_000,
    max: 2_000_000,
    returnPct: 22,
    stage: 'early',
    photos: ['clinic'],
  },
  {
    owner: 'khalid',
    title: 'Last-mile delivery startup for pharmacies',
    summary: 'Same-day delivery for independent pharmacies, live in Riyadh, raising a seed round.',
    description:
      'Our platform connects 140 independent pharmacies with customers and our own licensed couriers, delivering in under 90 minutes.\n\nWe are raising a seed round to reach Dammam and Jeddah, grow the courier fleet and build prescription upload. Monthly orders have grown 20% on average over the last eight months.',
    sector: 'logistics',
    city: 'riyadh',
    min: 750_000,
    max: 3_000_000,
    returnPct: null,
    stage: 'early',
    photos: ['car', 'warehouse'],
  },
  {
    owner: 'omar',
    title: 'مزرعة تمور عضوية للتصدير في القصيم',
    summary: 'توسعة مزرعة تمور عضوية معتمدة وإنشاء خط فرز وتغليف للتصدير إلى أوروبا.',
    description:
      'المزرعة تضم ٤ آلاف نخلة من أصناف السكري والخلاص والبرحي، وحاصلة على شهادة الزراعة العضوية الأوروبية.\n\nالتمويل لإنشاء خط فرز وتغليف وغرفة تبريد، ما يسمح بالتصدير المباشر بدل البيع للوسطاء ورفع هامش الربح.',
    sector: 'agriculture',
    city: 'medina',
    min: 800_000,
    max: 1_600_000,
    returnPct: 15,
    stage: 'established',
    photos: ['farm'],
  },
  {
    owner: 'nora',
    title: 'Boutique hotel in AlUla gateway',
    summary:
      'A 24-room boutique hotel project near Medina serving the AlUla and heritage tourism routes.',
    description:
      'The land is secured on a 25-year lease and the design has been approved by the tourism authority. We are looking for equity partners to fund construction and fit-out.\n\nThe hotel targets cultural tourists travelling between Medina and AlUla, with a rooftop restaurant and guided tours.',
    sector: 'tourism',
    city: 'medina',
    min: 5_000_000,
    max: 12_000_000,
    returnPct: 14,
    stage: 'idea',
    photos: ['dunes', 'skyline'],
  },
  {
    owner: 'khalid',
    title: 'منصة تعليمية لتدريس البرمجة للأطفال',
    summary:
      'منصة تعليم برمجة تفاعلية باللغة العربية للأطفال من ٨ إلى ١٤ سنة، تبحث عن جولة تمويل أولى.',
    description:
      'لدينا أكثر من ٦ آلاف طالب مسجل و٤٠ مدرسة شريكة في المملكة والإمارات، ومحتوى تعليمي عربي بالكامل.\n\nسنستخدم التمويل لتطوير تطبيق الجوال وتوسيع فريق المحتوى والدخول إلى السوق المصري.',
    sector: 'education',
    city: 'riyadh',
    min: 400_000,
    max: 1_200_000,
    returnPct: null,
    stage: 'early',
    photos: ['books', 'tech'],
  },
  {
    owner: 'omar',
    title: 'Rooftop solar for industrial warehouses',
    summary:
      'Solar leasing company installing rooftop systems on warehouses in Dammam’s industrial city.',
    description:
      'We install and operate rooftop solar systems for factories and warehouses, and sell the power at a discount to their grid tariff under 15-year agreements.\n\nSigned letters of intent cover 4 MW. The investment funds the first 1.5 MW of installations with contracted returns.',
    sector: 'energy',
    city: 'dammam',
    min: 2_000_000,
    max: 6_000_000,
    returnPct: 11.5,
    stage: 'growth',
    photos: ['solar', 'warehouse'],
  },
  {
    owner: 'nora',
    title: 'سلسلة مخابز شعبية في جدة',
    summary: 'افتتاح خمسة فروع جديدة لسلسلة مخابز شعبية ناجحة تعمل منذ ٢٠١٦.',
    description:
      'تدير السلسلة حاليًا سبعة فروع في جدة بمبيعات سنوية تتجاوز ٩ ملايين ريال، مع مطبخ مركزي حديث.\n\nالتمويل لافتتاح خمسة فروع في الأحياء الجديدة شمال جدة وفي مكة المكرمة، مع توزيع أرباح ربع سنوي للمستثمرين.',
    sector: 'food_beverage',
    city: 'jeddah',
    min: 1_000_000,
    max: 2_500_000,
    returnPct: 19,
    stage: 'established',
    photos: ['cafe', 'shop'],
  },
  {
    owner: 'khalid',
    title: 'Fintech app for household budgets – تطبيق ميزانية',
    summary: 'A bilingual budgeting app that links to Saudi bank accounts through open banking.',
    description:
      'We are in the SAMA regulatory sandbox and have 25,000 users on our beta. The app categorises spending, sets goals and nudges families to save.\n\nنبحث عن مستثمرين لإطلاق النسخة التجارية وبناء شراكات مع البنوك المحلية.',
    sector: 'finance',
    city: 'riyadh',
    min: 1_500_000,
    max: 4_000_000,
    returnPct: null,
    stage: 'early',
    photos: ['tech'],
  },
  {
    owner: 'omar',
    title: 'مصنع صغير للأثاث المكتبي',
    summary: 'توسعة مصنع أثاث مكتبي محلي وإضافة خط إنتاج للكراسي لتلبية عقود حكومية.',
    description:
      'المصنع يعمل منذ ثماني سنوات في المدينة الصناعية الثانية بالدمام، ولديه عقود توريد مع جهات حكومية وشركات كبرى.\n\nالتمويل لشراء خط إنتاج للكراسي المكتبية بدل استيرادها، ما يرفع هامش الربح ويقلل مدة التوريد.',
    sector: 'manufacturing',
    city: 'dammam',
    min: 900_000,
    max: 1_800_000,
    returnPct: 16,
    stage: 'established',
    photos: ['factory'],
  },
  {
    owner: 'nora',
    title: 'Women’s wellness centre in Khobar',
    summary: 'A wellness centre with physiotherapy, nutrition and fitness classes for women.',
    description:
      'Our founder team includes a physiotherapist and a clinical nutritionist; we have a signed lease on a 700 m² villa in Al Khobar Al Shamalia.\n\nThe funds will cover fit-out, equipment and the first year of operations. We offer investors up to 35% equity.',
    sector: 'healthcare',
    city: 'khobar',
    min: 600_000,
    max: 1_100_000,
    returnPct: 17,
    stage: 'idea',
    photos: ['clinic'],
  },
  {
    owner: 'khalid',
    title: 'Cold-chain warehouse near Jebel Ali',
    summary: 'A 6,000-pallet cold store for food importers, next to the port and free zone.',
    description:
      'Demand for temperature-controlled storage in Dubai far exceeds supply. We have land allocated in the logistics district and a design-and-build offer from a contractor.\n\nTwo food distributors have signed pre-lease agreements for 60% of the capacity.',
    sector: 'logistics',
    city: 'dubai',
    min: 8_000_000,
    max: 15_000_000,
    returnPct: 12,
    stage: 'idea',
    photos: ['warehouse'],
  },
  {
    owner: 'omar',
    title: 'مجمع سكني للطلاب قرب الجامعة',
    summary: 'بناء مجمع سكني للطلاب بمئة وعشرين غرفة قرب جامعة الملك عبدالعزيز.',
    description:
      'الطلب على سكن الطلاب المنظم مرتفع في جدة، والأرض مملوكة للشركة بالقرب من الجامعة.\n\nيشمل المشروع غرفًا مفروشة وقاعات دراسة ومطعمًا، بعائد إيجاري متوقع مستقر وعقود مع جهات مبتعثة.',
    sector: 'real_estate',
    city: 'jeddah',
    min: 3_000_000,
    max: 9_000_000,
    returnPct: 10,
    stage: 'idea',
    photos: ['skyline'],
  },
  {
    owner: 'nora',
    title: 'Specialty coffee roastery and wholesale',
    summary: 'Roastery supplying 60 cafés, raising to add a second roaster and a training academy.',
    description:
      'We import green beans directly from Yemen, Ethiopia and Colombia and roast for 60 wholesale clients across Riyadh and Qassim.\n\nThe investment adds a 60 kg roaster, a barista academy and an online subscription service.',
    sector: 'food_beverage',
    city: 'riyadh',
    min: 700_000,
    max: 1_300_000,
    returnPct: 20,
    stage: 'growth',
    photos: ['cafe'],
  },
  {
    owner: 'khalid',
    title: 'منصة حجز رحلات سياحية داخلية',
    summary: 'منصة لحجز التجارب والرحلات السياحية في العلا وأبها والطائف مع مرشدين محليين.',
    description:
      'نعمل مع أكثر من ٩٠ مرشدًا ومقدم تجربة مرخصًا، وحققنا ١٢ ألف حجز في الموسم الماضي.\n\nالتمويل لتوسيع التسويق الرقمي وإضافة مدن جديدة وتطوير تطبيق الجوال.',
    sector: 'tourism',
    city: 'abha',
    min: 500_000,
    max: 2_000_000,
    returnPct: null,
    stage: 'growth',
    photos: ['dunes', 'tech'],
  },
  {
    owner: 'omar',
    title: 'Hydroponic greenhouse farm',
    summary: 'Vertical hydroponic farm growing leafy greens for Riyadh supermarkets year-round.',
    description:
      'Our pilot greenhouse produces 400 kg of lettuce and herbs a week with 90% less water than open-field farming, sold to two supermarket chains.\n\nWe are raising capital for a 5,000 m² facility with automated climate control.',
    sector: 'agriculture',
    city: 'riyadh',
    min: 1_800_000,
    max: 3_500_000,
    returnPct: 14.5,
    stage: 'growth',
    photos: ['farm', 'solar'],
  },
  {
    owner: 'nora',
    title: 'حضانة ومركز تعليم مبكر بمنهج ثنائي اللغة',
    summary: 'افتتاح حضانة بمنهج عربي-إنجليزي في حي الياسمين لاستيعاب ١٢٠ طفلًا.',
    description:
      'لدينا فريق تربوي متخصص ومبنى مستأجر مطابق لاشتراطات وزارة التعليم.\n\nنبحث عن مستثمر يمول التجهيزات والتشغيل للسنة الأولى مقابل حصة في الأرباح، مع قائمة انتظار تتجاوز ٦٠ طفلًا.',
    sector: 'education',
    city: 'riyadh',
    min: 650_000,
    max: 1_000_000,
    returnPct: 18,
    stage: 'idea',
    photos: ['books'],
  },
  {
    owner: 'khalid',
    title: 'Omani frankincense skincare brand',
    summary:
      'Natural skincare brand using Dhofari frankincense, expanding into Gulf retail chains.',
    description:
      'Our products are sold in 35 pharmacies in Oman and online across the GCC. A major Saudi pharmacy chain has offered shelf space in 120 stores.\n\nThe funds cover production scale-up, regulatory registration in Saudi Arabia and launch marketing.',
    sector: 'retail',
    city: 'muscat',
    min: 400_000,
    max: 900_000,
    returnPct: 25,
    stage: 'growth',
    photos: ['shop'],
  },
  {
    owner: 'omar',
    title: 'مركز صيانة سيارات كهربائية',
    summary: 'أول مركز متخصص في صيانة السيارات الكهربائية والهجينة في المنطقة الشرقية.',
    description:
      'مع نمو أعداد السيارات الكهربائية في المملكة، يفتقر السوق إلى ورش متخصصة ومعتمدة.\n\nلدينا فنيون مدربون لدى الوكلاء وموقع على طريق الظهران. التمويل للمعدات التشخيصية ومحطات الشحن.',
    sector: 'technology',
    city: 'dammam',
    min: 1_000_000,
    max: 2_200_000,
    returnPct: 17,
    stage: 'early',
    photos: ['car', 'factory'],
  },
  {
    owner: 'nora',
    title: 'Diagnostic lab franchise in Makkah',
    summary: 'A franchised diagnostic laboratory serving pilgrims and residents near the Haram.',
    description:
      'The franchisor runs 30 accredited labs in the Kingdom and provides equipment leasing, LIS software and quality systems.\n\nWe have identified a ground-floor site in Al Aziziyah and need co-investors for the fit-out and franchise fee.',
    sector: 'healthcare',
    city: 'mecca',
    min: 1_400_000,
    max: 2_400_000,
    returnPct: 16,
    stage: 'early',
    photos: ['clinic'],
  },
  {
    owner: 'khalid',
    title: 'مصنع تعبئة مياه في تبوك',
    summary: 'إنشاء مصنع مياه معبأة بطاقة ٢٠ ألف عبوة يوميًا لخدمة منطقة تبوك والمشاريع الكبرى.',
    description:
      'الطلب على المياه المعبأة في منطقة تبوك يرتفع مع المشاريع الكبرى في الشمال الغربي، والمصانع القائمة بعيدة.\n\nحصلنا على الأرض في المدينة الصناعية وعلى عرض لخط الإنتاج، ونبحث عن مستثمرين للمرحلة الأولى.',
    sector: 'manufacturing',
    city: 'tabuk',
    min: 2_500_000,
    max: 5_000_000,
    returnPct: 13,
    stage: 'idea',
    photos: ['factory'],
  },
  {
    owner: 'omar',
    title: 'Family entertainment centre in a new mall',
    summary:
      'Indoor play and edutainment centre of 1,800 m² in a mall opening next year in Jeddah.',
    description:
      'We have a signed offer from the mall developer with a rent-free fit-out period and a revenue-share lease.\n\nThe concept mixes soft play, a science zone and birthday rooms. Our team has run two similar centres in Riyadh.',
    sector: 'tourism',
    city: 'jeddah',
    min: 2_000_000,
    max: 4_000_000,
    returnPct: 21,
    stage: 'early',
    photos: ['shop', 'books'],
  },
  {
    owner: 'nora',
    title: 'منصة تمويل جماعي عقاري متوافقة مع الشريعة',
    summary: 'منصة رقمية تتيح الاستثمار في عقارات مدرة للدخل بمبالغ تبدأ من ألف ريال.',
    description:
      'نعمل على الحصول على ترخيص هيئة السوق المالية في بيئة التقنية التجريبية، ولدينا شراكات مع ثلاثة مطورين عقاريين.\n\nالتمويل لتطوير المنصة والامتثال التنظيمي وفريق المبيعات.',
    sector: 'finance',
    city: 'riyadh',
    min: 2_000_000,
    max: 5_000_000,
    returnPct: null,
    stage: 'idea',
    photos: ['tech', 'skyline'],
  },
  {
    owner: 'khalid',
    title: 'Eco-lodge on the Omani coast',
    summary:
      'Twelve sustainable beach lodges near Sur, powered by solar and built with local stone.',
    description:
      'Eco-tourism in Oman is growing fast. We hold a usufruct agreement for a beach plot near Ras Al Jinz, famous for its turtle reserve.\n\nThe project needs partners for construction; operations will be managed by an experienced hospitality team.',
    sector: 'tourism',
    city: 'muscat',
    min: 1_500_000,
    max: 3_000_000,
    returnPct: 15,
    stage: 'idea',
    photos: ['dunes', 'solar'],
  },
  {
    owner: 'omar',
    title: 'سلسلة صيدليات في الأحياء الجديدة',
    summary:
      'افتتاح أربع صيدليات مجتمعية في أحياء شمال الرياض الجديدة ذات الكثافة السكانية المتزايدة.',
    description:
      'نمتلك خبرة عشر سنوات في إدارة الصيدليات، وحددنا أربعة مواقع في أحياء حديثة تفتقر لخدمات صيدلانية كافية.\n\nنعرض على المستثمرين حصة من الأرباح مع خطة خروج بعد خمس سنوات.',
    sector: 'healthcare',
    city: 'riyadh',
    min: 1_600_000,
    max: 3_200_000,
    returnPct: 18,
    stage: 'growth',
    photos: ['clinic', 'shop'],
  },
  {
    owner: 'nora',
    title: 'Online grocery for Kuwait – بقالة إلكترونية',
    summary: 'Quick-commerce grocery with dark stores in Kuwait City, raising to open three more.',
    description:
      'Two dark stores deliver 2,500 orders a week in under 30 minutes in Salmiya and Hawalli. Basket size grows every quarter.\n\nالتمويل لافتتاح ثلاثة مستودعات صغيرة جديدة وتطوير نظام إدارة المخزون.',
    sector: 'retail',
    city: 'kuwait_city',
    min: 1_000_000,
    max: 2_500_000,
    returnPct: null,
    stage: 'growth',
    photos: ['warehouse', 'tech'],
  },
  {
    owner: 'khalid',
    title: 'Recycling plant for construction waste',
    summary:
      'Crushing and sorting plant turning demolition waste into certified aggregates in Riyadh.',
    description:
      'Riyadh produces millions of tonnes of construction waste a year, and new rules require contractors to recycle it.\n\nWe have a licensed site and off-take agreements with two ready-mix concrete producers. Funds go to the crushing and screening line.',
    sector: 'manufacturing',
    city: 'riyadh',
    min: 4_000_000,
    max: 7_500_000,
    returnPct: 13.5,
    stage: 'early',
    photos: ['factory', 'dunes'],
  },
  {
    owner: 'omar',
    title: 'شركة لوجستية للنقل المبرد بين دول الخليج',
    summary: 'توسعة أسطول نقل مبرد يعمل بين المملكة والإمارات وقطر بعقود سنوية مع موزعي أغذية.',
    description:
      'نمتلك ١٨ شاحنة مبردة وعقودًا سنوية مع خمسة موزعين للأغذية والأدوية، ونسبة استغلال الأسطول تتجاوز ٩٠٪.\n\nالتمويل لشراء عشر شاحنات جديدة وتطوير نظام تتبع درجات الحرارة لحظيًا.',
    sector: 'logistics',
    city: 'dammam',
    min: 3_000_000,
    max: 6_000_000,
    returnPct: 14,
    stage: 'established',
    photos: ['car', 'warehouse'],
  },
  {
    owner: 'nora',
    title: 'Arabic audiobook and podcast studio',
    summary:
      'Production studio for Arabic audiobooks and branded podcasts, with a publisher catalogue.',
    description:
      'We hold audio rights to 300 Arabic titles from five publishers and produce podcasts for banks and government entities.\n\nThe investment builds a second studio and our own listening app for the catalogue.',
    sector: 'technology',
    city: 'dubai',
    min: 350_000,
    max: 800_000,
    returnPct: null,
    stage: 'early',
    photos: ['books', 'tech'],
  },
  {
    owner: 'khalid',
    title: 'مزرعة أسماك بالاستزراع المائي على البحر الأحمر',
    summary: 'مشروع استزراع سمك الهامور والسيباس في أقفاص بحرية قرب الليث.',
    description:
      'يدعم البرنامج الوطني للاستزراع المائي هذا القطاع، ولدينا موافقة مبدئية على الموقع وخبراء من قطاع الاستزراع.\n\nالتمويل للأقفاص والزريعة والأعلاف للسنة الأولى، مع عقود بيع مسبقة لمطاعم وفنادق جدة.',
    sector: 'agriculture',
    city: 'jeddah',
    min: 2_500_000,
    max: 6_000_000,
    returnPct: 16,
    stage: 'idea',
    photos: ['dunes'],
  },
  {
    owner: 'omar',
    title: 'Co-working space in Manama’s financial district',
    summary: 'A 1,200 m² co-working and event space in the Bahrain Financial Harbour area.',
    description:
      'Demand from start-ups and regional teams of international firms is strong. We have a letter of offer for a full floor with sea views.\n\nInvestors receive a share of membership and event revenue; our team already runs a space in Riyadh at 85% occupancy.',
    sector: 'real_estate',
    city: 'manama',
    min: 900_000,
    max: 1_700_000,
    returnPct: 15,
    stage: 'growth',
    photos: ['skyline', 'tech'],
  },
];
