/** A show's usual dates, and which of its editions the seed adds. */
export interface Edition {
  /** Its month (1–12), first day of the month, and how many days it lasts. */
  month: number;
  day: number;
  days: number;
  /** Seeded as its next edition after the seed's day (upcoming) or its last one before it (past). */
  when: 'next' | 'last';
  /** A show held every other year: in the odd or the even ones. */
  years?: 'odd' | 'even';
}

/** A trade show the seed adds (features/events/seedRows.ts turns it into a row). */
export interface EventSeed {
  /** The show's name without its year (the row's name gets the year of its dates). */
  name: string;
  nameAr: string;
  city: string;
  cityAr: string;
  country: string;
  countryAr: string;
  venue: string;
  venueAr: string;
  /** Hall and stand, e.g. 'Hall 4, Stand B4-21'. */
  stand: string;
  standAr: string;
  /** Two or three sentences: what Kinglife shows there and whom it hopes to meet (≤ 500 characters). */
  summary: string;
  summaryAr: string;
  /** The organiser's official https:// site. */
  link: string;
  /** When it is held, and which edition the seed adds. */
  edition: Edition;
  image: { src: string; alt: string };
  imageAltAr: string;
}

/**
 * The five seeded trade shows: three upcoming, then two past ones (whose summaries say what was shown).
 * Arabic: show names in the usual Arabic transliteration, stand codes in Latin letters and digits.
 */
export const eventSeeds: readonly EventSeed[] = [
  {
    name: 'Gulfood',
    nameAr: 'جلفود',
    city: 'Dubai',
    cityAr: 'دبي',
    country: 'United Arab Emirates',
    countryAr: 'الإمارات العربية المتحدة',
    venue: 'Dubai World Trade Centre',
    venueAr: 'مركز دبي التجاري العالمي',
    stand: 'Sheikh Saeed Hall 2, Stand S2-C41',
    standAr: 'قاعة الشيخ سعيد 2، الجناح S2-C41',
    summary:
      'Kinglife brings its oleoresins, spice extracts and spice powders to Gulfood, including paprika, turmeric, black pepper, ginger and cardamom, with specifications and certificates of analysis on the stand. We would like to meet food manufacturers, seasoning blenders and importers from the Gulf, Africa and South Asia who buy in bulk and want to combine several ingredients in one shipment from Dubai.',
    summaryAr:
      'تعرض كينغ لايف في جلفود الأوليوريسينات ومستخلصات التوابل ومساحيقها، ومنها البابريكا والكركم والفلفل الأسود والزنجبيل والهيل، وتتوفر في الجناح مواصفاتها وشهادات تحليلها. ونتطلع إلى لقاء مصنّعي الأغذية ومنتجي خلطات التوابل والمستوردين من الخليج وأفريقيا وجنوب آسيا ممن يشترون بكميات كبيرة ويرغبون في جمع عدة مكوّنات في شحنة واحدة من دبي.',
    link: 'https://www.gulfood.com',
    edition: { month: 1, day: 26, days: 5, when: 'next' },
    image: {
      src: '/artwork/events/1.svg',
      alt: 'Illustration of an exhibition stand with a jar of oleoresin and bowls of spice powder in front of a city skyline, beside a potted palm and a sack of spice',
    },
    imageAltAr:
      'رسم توضيحي لجناح في معرض عليه وعاء من الأوليوريسين وأطباق من مساحيق التوابل أمام أفق مدينة، بجانب نخلة في أصيص وكيس من التوابل',
  },
  {
    name: 'in-cosmetics Global',
    nameAr: 'إن-كوزمتكس غلوبال',
    city: 'Paris',
    cityAr: 'باريس',
    country: 'France',
    countryAr: 'فرنسا',
    venue: 'Paris Expo Porte de Versailles',
    venueAr: 'باريس إكسبو بورت دو فرساي',
    stand: 'Hall 7.2, Stand F45',
    standAr: 'القاعة 7.2، الجناح F45',
    summary:
      'At in-cosmetics Global we show our essential oils and perfume ingredients, from lavender, lemongrass and davana to rose and oud, alongside botanical extracts for skin and hair care. We hope to meet formulators, perfumers and buyers from cosmetics and personal care manufacturers, and are glad to go through IFRA certificates, GC-MS profiles and allergen statements at the stand.',
    summaryAr:
      'نعرض في إن-كوزمتكس غلوبال زيوتنا العطرية ومكوّنات العطور، من اللافندر وعشبة الليمون والدافانا إلى الورد والعود، إلى جانب مستخلصات نباتية للعناية بالبشرة والشعر. ونأمل أن نلتقي بمطوّري التركيبات وصانعي العطور ومسؤولي المشتريات لدى مصنّعي مستحضرات التجميل والعناية الشخصية، ويسعدنا أن نراجع معهم في الجناح شهادات IFRA وتحاليل GC-MS وبيانات مسببات الحساسية.',
    link: 'https://www.in-cosmetics.com/global',
    edition: { month: 4, day: 14, days: 3, when: 'next' },
    image: {
      src: '/artwork/events/2.svg',
      alt: 'Illustration of a teal exhibition stand with shelves of perfume flacons, essential oil bottles and cream jars, between a vase of roses and a vase of lavender',
    },
    imageAltAr:
      'رسم توضيحي لجناح معرض باللون الأزرق المخضر عليه رفوف من قوارير العطر وزجاجات الزيوت العطرية وعلب الكريم، بين مزهرية ورد ومزهرية لافندر',
  },
  {
    name: 'Vitafoods Europe',
    nameAr: 'فيتافودز أوروبا',
    city: 'Barcelona',
    cityAr: 'برشلونة',
    country: 'Spain',
    countryAr: 'إسبانيا',
    venue: 'Fira Barcelona Gran Via',
    venueAr: 'فيرا برشلونة غران فيا',
    stand: 'Hall 3, Stand C112',
    standAr: 'القاعة 3، الجناح C112',
    summary:
      'At Vitafoods Europe we present standardised botanical extracts for food supplements, including ashwagandha, turmeric, moringa and tulsi, as powders and in capsules. We would like to meet supplement brands, contract manufacturers and distributors who need a stated active content, full documentation and samples to test before they order.',
    summaryAr:
      'نقدّم في فيتافودز أوروبا مستخلصات نباتية معايَرة للمكملات الغذائية، منها الأشواغاندا والكركم والمورينغا والتولسي (الريحان المقدس)، على هيئة مساحيق وكبسولات. ونودّ أن نلتقي بأصحاب العلامات التجارية للمكملات والمصنّعين بالتعاقد والموزعين الذين يحتاجون إلى محتوى محدد من المادة الفعّالة ومستندات كاملة وعينات يختبرونها قبل الطلب.',
    link: 'https://www.vitafoods.eu.com/europe',
    edition: { month: 5, day: 19, days: 3, when: 'next' },
    image: {
      src: '/artwork/events/3.svg',
      alt: 'Illustration of a supplements stand under a hanging capsule sign, with pill bottles, a blister pack and a mortar of herbs, between potted ashwagandha and aloe',
    },
    imageAltAr:
      'رسم توضيحي لجناح مكملات غذائية تعلوه لافتة معلّقة على شكل كبسولة، عليه عبوات أقراص وشريط كبسولات وهاون فيه أعشاب، بين نبتتي أشواغاندا وصبار في أصيصين',
  },
  {
    name: 'SIAL Paris',
    nameAr: 'سيال باريس',
    city: 'Paris',
    cityAr: 'باريس',
    country: 'France',
    countryAr: 'فرنسا',
    venue: 'Paris Nord Villepinte',
    venueAr: 'مركز معارض باريس نور فيلبانت',
    stand: 'Hall 2, Stand N088',
    standAr: 'القاعة 2، الجناح N088',
    summary:
      'At SIAL Paris we showed our frozen fruit and vegetables: mango pulp and slices, okra, green peas, sweet corn and mixed berries, packed for retail and food service. We met importers, wholesalers and food service buyers from Europe and North Africa, and talked through mixed container loads shipped at -18 °C from Jebel Ali.',
    summaryAr:
      'عرضنا في سيال باريس فواكهنا وخضرواتنا المجمّدة: لبّ المانجو وشرائحها، والبامية، والبازلاء الخضراء، والذرة الحلوة، والتوت المشكّل، معبأةً لمتاجر التجزئة وقطاع خدمات الطعام. والتقينا بمستوردين وتجار جملة ومشترين لقطاع خدمات الطعام من أوروبا وشمال أفريقيا، وناقشنا معهم شحن حاويات مختلطة من جبل علي عند 18 درجة مئوية تحت الصفر.',
    link: 'https://www.sialparis.com',
    edition: { month: 10, day: 17, days: 5, when: 'last', years: 'even' },
    image: {
      src: '/artwork/events/4.svg',
      alt: 'Illustration of a frozen produce stand with a glass-door freezer of cartons and a chest freezer holding peas, mango, berries and okra, under a string of pennants',
    },
    imageAltAr:
      'رسم توضيحي لجناح منتجات مجمّدة فيه ثلاجة عرض بباب زجاجي مليئة بالكراتين وثلاجة أفقية فيها بازلاء ومانجو وتوت وبامية، تحت حبل من الرايات',
  },
  {
    name: 'Anuga',
    nameAr: 'أنوغا',
    city: 'Cologne',
    cityAr: 'كولونيا',
    country: 'Germany',
    countryAr: 'ألمانيا',
    venue: 'Koelnmesse',
    venueAr: 'مركز معارض كولن ميسه',
    stand: 'Hall 4.2, Stand C041',
    standAr: 'القاعة 4.2، الجناح C041',
    summary:
      'In the Anuga Frozen Food halls we showed frozen vegetables and fruit, from okra, peas and mixed vegetables to mango chunks and strawberries, together with our ginger, chilli and paprika powders. We met private-label buyers from retail chains, wholesalers and food manufacturers from Germany, the Netherlands and Central Europe, and many asked for samples and quotations for mixed containers.',
    summaryAr:
      'عرضنا في قاعات الأغذية المجمّدة في أنوغا خضروات وفواكه مجمّدة، من البامية والبازلاء والخضروات المشكّلة إلى قطع المانجو والفراولة، إلى جانب مساحيق الزنجبيل والفلفل الحار والبابريكا. والتقينا بمشتري العلامات الخاصة لدى سلاسل التجزئة وتجار الجملة ومصنّعي الأغذية من ألمانيا وهولندا ووسط أوروبا، وطلب كثيرون منهم عينات وعروض أسعار لحاويات مختلطة.',
    link: 'https://www.anuga.com',
    edition: { month: 10, day: 4, days: 5, when: 'last', years: 'odd' },
    image: {
      src: '/artwork/events/5.svg',
      alt: 'Illustration of a market-style stand under a striped awning, with wooden crates of mangoes, oranges, peppers, okra, ginger and strawberries',
    },
    imageAltAr:
      'رسم توضيحي لجناح على طراز السوق تحت مظلة مخططة، فيه صناديق خشبية من المانجو والبرتقال والفلفل والبامية والزنجبيل والفراولة',
  },
];
