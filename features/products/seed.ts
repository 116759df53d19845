/**
 * The specification the seed gives products 1–18 (lib/db/seedSpecifications.ts) and the lists of
 * applications and certifications staff start with. Figures follow each product's own description
 * in ./catalogue.ts (packing, minimum order, shelf life); CAS numbers are given where one number
 * identifies the material, HS codes are the six-digit headings exporters use for it.
 */
import type { ProductForm } from './validation';
import type { QuantityUnit } from './units';
import type { ArabicSpecName, TextSpecName } from './specification';

export interface ProductTagSeed {
  slug: string;
  name: string;
  nameAr: string;
}

export const applicationSeeds: ProductTagSeed[] = [
  { slug: 'food-beverage', name: 'Food and beverage', nameAr: 'الأغذية والمشروبات' },
  { slug: 'cosmetics', name: 'Cosmetics and personal care', nameAr: 'مستحضرات التجميل والعناية الشخصية' },
  { slug: 'nutraceuticals', name: 'Nutraceuticals', nameAr: 'المكملات الغذائية' },
  { slug: 'animal-feed', name: 'Animal feed', nameAr: 'الأعلاف الحيوانية' },
  { slug: 'perfumery', name: 'Perfumery', nameAr: 'صناعة العطور' },
];

export const certificationSeeds: ProductTagSeed[] = [
  { slug: 'iso-22000', name: 'ISO 22000', nameAr: 'أيزو 22000' },
  { slug: 'haccp', name: 'HACCP', nameAr: 'نظام تحليل المخاطر (HACCP)' },
  { slug: 'halal', name: 'Halal', nameAr: 'حلال' },
  { slug: 'kosher', name: 'Kosher', nameAr: 'كوشر' },
  { slug: 'organic', name: 'Organic', nameAr: 'عضوي' },
];

type Application = (typeof applicationSeeds)[number]['slug'];
type Certification = (typeof certificationSeeds)[number]['slug'];

/** The plain texts of the specification (./specification.ts), a list of lines where it takes lines. */
type SeedTexts = { [K in TextSpecName | ArabicSpecName]?: string | string[] };

export interface ProductSpecSeed extends SeedTexts {
  casNumber: string;
  originCountry: string;
  hsCode: string;
  form: ProductForm;
  applications: Application[];
  certifications: Certification[];
  moq: [number, QuantityUnit];
  shelfLifeMonths: number;
}

const foodGrade = { grade: 'Food grade', gradeAr: 'درجة غذائية' };
const nutraGrade = { grade: 'Nutraceutical grade', gradeAr: 'درجة المكملات الغذائية' };
const fragranceGrade = { grade: 'Natural, 100% pure', gradeAr: 'طبيعي نقي 100%' };
const fibreDrums = {
  packaging: ['25 kg fibre drum, double LDPE liner', '1 kg and 5 kg aluminium foil bags'],
  packagingAr: ['براميل ليفية 25 كغ ببطانة مزدوجة من البولي إيثيلين', 'أكياس ألومنيوم 1 كغ و5 كغ'],
};
const oilBottles = {
  packaging: ['1 kg, 5 kg and 25 kg aluminium bottles', '180 kg HDPE drum'],
  packagingAr: ['عبوات ألومنيوم 1 كغ و5 كغ و25 كغ', 'براميل بلاستيكية عالية الكثافة 180 كغ'],
};
const oleoresinContainers = {
  packaging: ['5 kg, 10 kg and 20 kg HDPE containers', '25 kg HDPE drum, nitrogen-flushed'],
  packagingAr: ['عبوات بلاستيكية 5 و10 و20 كغ', 'براميل بلاستيكية 25 كغ مشبعة بالنيتروجين'],
};
const everyFood: Certification[] = ['iso-22000', 'haccp', 'halal', 'kosher'];

/** By product id (features/products/catalogue.ts). */
export const productSpecSeeds: Record<number, ProductSpecSeed> = {
  1: {
    botanicalName: 'Sesbania grandiflora (L.) Pers.',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '1302.19',
    form: 'extract',
    ...nutraGrade,
    usageRate: '250–500 mg a day in capsules or tablets',
    usageRateAr: 'من 250 إلى 500 ملغ يوميًا في الكبسولات أو الأقراص',
    applications: ['nutraceuticals', 'cosmetics'],
    certifications: everyFood,
    moq: [25, 'kg'],
    ...fibreDrums,
    shelfLifeMonths: 24,
  },
  2: {
    botanicalName: 'Lagerstroemia speciosa (L.) Pers.',
    casNumber: '',
    originCountry: 'PH',
    hsCode: '1302.19',
    form: 'extract',
    ...nutraGrade,
    usageRate: '100–500 mg a day in capsules, by assay grade',
    usageRateAr: 'من 100 إلى 500 ملغ يوميًا في الكبسولات، حسب درجة التركيز',
    applications: ['nutraceuticals'],
    certifications: everyFood,
    moq: [25, 'kg'],
    ...fibreDrums,
    shelfLifeMonths: 24,
  },
  3: {
    botanicalName: 'Glycyrrhiza glabra L.',
    casNumber: '68916-91-6',
    originCountry: 'IN',
    hsCode: '1302.12',
    form: 'extract',
    ...foodGrade,
    usageRate: '0.05–0.5% in beverages and confectionery',
    usageRateAr: 'من 0.05 إلى 0.5% في المشروبات والحلويات',
    applications: ['food-beverage', 'nutraceuticals', 'cosmetics'],
    certifications: everyFood,
    moq: [25, 'kg'],
    ...fibreDrums,
    shelfLifeMonths: 36,
  },
  4: {
    botanicalName: 'Ocimum tenuiflorum L. (syn. O. sanctum)',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '1302.19',
    form: 'extract',
    ...nutraGrade,
    usageRate: '300–600 mg a day in capsules; 0.5–1% in herbal teas',
    usageRateAr: 'من 300 إلى 600 ملغ يوميًا في الكبسولات، ومن 0.5 إلى 1% في شاي الأعشاب',
    applications: ['nutraceuticals', 'food-beverage'],
    certifications: [...everyFood, 'organic'],
    moq: [25, 'kg'],
    ...fibreDrums,
    shelfLifeMonths: 24,
  },
  5: {
    botanicalName: 'Vanilla planifolia Andrews',
    casNumber: '8024-06-4',
    originCountry: 'MG',
    hsCode: '3301.29',
    form: 'extract',
    grade: 'Flavour (CO2 extract) and fragrance (absolute)',
    gradeAr: 'للنكهات (مستخلص ثاني أكسيد الكربون) وللعطور (مطلق)',
    usageRate: '0.1–0.5% in dairy, bakery and beverages',
    usageRateAr: 'من 0.1 إلى 0.5% في منتجات الألبان والمخبوزات والمشروبات',
    applications: ['food-beverage', 'perfumery', 'cosmetics'],
    certifications: ['halal', 'kosher', 'iso-22000'],
    moq: [25, 'kg'],
    packaging: ['1 kg, 5 kg and 25 kg aluminium bottles, nitrogen headspace'],
    packagingAr: ['عبوات ألومنيوم 1 كغ و5 كغ و25 كغ بفراغ نيتروجيني'],
    shelfLifeMonths: 24,
  },
  6: {
    botanicalName: 'Lavandula angustifolia Mill.',
    casNumber: '8000-28-0',
    originCountry: 'BG',
    hsCode: '3301.29',
    form: 'essential-oil',
    ...fragranceGrade,
    usageRate: '0.5–2% in skin care; up to 5% in fine fragrance',
    usageRateAr: 'من 0.5 إلى 2% في منتجات العناية بالبشرة، وحتى 5% في العطور الراقية',
    applications: ['perfumery', 'cosmetics'],
    certifications: ['iso-22000', 'organic'],
    moq: [25, 'kg'],
    ...oilBottles,
    shelfLifeMonths: 36,
  },
  7: {
    botanicalName: 'Santalum album L.',
    casNumber: '8006-87-9',
    originCountry: 'AU',
    hsCode: '3301.29',
    form: 'essential-oil',
    ...fragranceGrade,
    usageRate: '1–10% of a fragrance concentrate',
    usageRateAr: 'من 1 إلى 10% من مركّز العطر',
    applications: ['perfumery', 'cosmetics'],
    certifications: ['iso-22000'],
    moq: [25, 'kg'],
    packaging: ['1 kg, 5 kg and 25 kg aluminium bottles'],
    packagingAr: ['عبوات ألومنيوم 1 كغ و5 كغ و25 كغ'],
    shelfLifeMonths: 60,
  },
  8: {
    botanicalName: 'Artemisia pallens Wall. ex DC.',
    casNumber: '8016-03-3',
    originCountry: 'IN',
    hsCode: '3301.29',
    form: 'essential-oil',
    ...fragranceGrade,
    usageRate: '0.1–1% of a fragrance concentrate',
    usageRateAr: 'من 0.1 إلى 1% من مركّز العطر',
    applications: ['perfumery', 'food-beverage'],
    certifications: ['halal', 'kosher'],
    moq: [25, 'kg'],
    packaging: ['1 kg, 5 kg and 25 kg aluminium bottles, nitrogen-flushed'],
    packagingAr: ['عبوات ألومنيوم 1 كغ و5 كغ و25 كغ مشبعة بالنيتروجين'],
    shelfLifeMonths: 24,
  },
  9: {
    botanicalName: 'Cymbopogon flexuosus (Nees ex Steud.) W.Watson',
    casNumber: '8007-02-1',
    originCountry: 'IN',
    hsCode: '3301.29',
    form: 'essential-oil',
    ...fragranceGrade,
    usageRate: '0.5–2% in soaps and detergents; 5–20 ppm in beverages',
    usageRateAr: 'من 0.5 إلى 2% في الصابون والمنظفات، ومن 5 إلى 20 جزءًا في المليون في المشروبات',
    applications: ['perfumery', 'cosmetics', 'food-beverage'],
    certifications: ['halal', 'kosher', 'iso-22000'],
    moq: [25, 'kg'],
    packaging: ['1 kg, 5 kg and 25 kg aluminium bottles', '50 kg and 180 kg HDPE drums'],
    packagingAr: ['عبوات ألومنيوم 1 كغ و5 كغ و25 كغ', 'براميل بلاستيكية 50 كغ و180 كغ'],
    shelfLifeMonths: 24,
  },
  10: {
    botanicalName: 'Withania somnifera (L.) Dunal',
    casNumber: '90147-43-6',
    originCountry: 'IN',
    hsCode: '1211.90',
    form: 'powder',
    ...nutraGrade,
    usageRate: '1–6 g a day in powders, capsules and drinks',
    usageRateAr: 'من 1 إلى 6 غ يوميًا في المساحيق والكبسولات والمشروبات',
    applications: ['nutraceuticals', 'animal-feed'],
    certifications: [...everyFood, 'organic'],
    moq: [25, 'kg'],
    packaging: ['25 kg fibre drum, double LDPE liner', '25 kg multiwall paper bag, LDPE liner'],
    packagingAr: ['براميل ليفية 25 كغ ببطانة مزدوجة', 'أكياس ورقية متعددة الطبقات 25 كغ ببطانة'],
    shelfLifeMonths: 24,
  },
  11: {
    botanicalName: 'Moringa oleifera Lam.',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '1211.90',
    form: 'powder',
    ...foodGrade,
    usageRate: '2–10% in smoothies, bakery and pasta; 1–3 g a day in capsules',
    usageRateAr: 'من 2 إلى 10% في العصائر والمخبوزات والمعكرونة، ومن 1 إلى 3 غ يوميًا في الكبسولات',
    applications: ['nutraceuticals', 'food-beverage', 'animal-feed'],
    certifications: [...everyFood, 'organic'],
    moq: [25, 'kg'],
    packaging: ['20 kg or 25 kg kraft paper bag, LDPE liner', '25 kg fibre drum'],
    packagingAr: ['أكياس ورق كرافت 20 أو 25 كغ ببطانة', 'براميل ليفية 25 كغ'],
    shelfLifeMonths: 18,
  },
  12: {
    botanicalName: 'Curcuma longa L., Capsicum annuum L., Coriandrum sativum L. and others',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '0910.30',
    form: 'powder',
    grade: 'Food grade, steam-sterilised option',
    gradeAr: 'درجة غذائية، مع خيار التعقيم بالبخار',
    usageRate: '0.5–3% of the finished food',
    usageRateAr: 'من 0.5 إلى 3% من الطعام الجاهز',
    applications: ['food-beverage', 'nutraceuticals'],
    certifications: everyFood,
    moq: [25, 'kg'],
    packaging: ['25 kg multiwall paper bag, LDPE liner', '25 kg PP woven bag, LDPE liner'],
    packagingAr: ['أكياس ورقية متعددة الطبقات 25 كغ ببطانة', 'أكياس بولي بروبيلين منسوجة 25 كغ ببطانة'],
    shelfLifeMonths: 12,
  },
  13: {
    botanicalName: 'Zingiber officinale Roscoe, Curcuma longa L., Elettaria cardamomum (L.) Maton',
    casNumber: '84696-15-1',
    originCountry: 'IN',
    hsCode: '3301.90',
    form: 'oleoresin',
    grade: 'Oil-soluble and water-soluble',
    gradeAr: 'قابل للذوبان في الزيت وفي الماء',
    usageRate: '0.01–0.1% of the finished beverage',
    usageRateAr: 'من 0.01 إلى 0.1% من المشروب الجاهز',
    applications: ['food-beverage'],
    certifications: everyFood,
    moq: [25, 'kg'],
    ...oleoresinContainers,
    shelfLifeMonths: 24,
  },
  14: {
    botanicalName:
      'Piper nigrum L., Cinnamomum cassia (L.) J.Presl, Syzygium aromaticum (L.) Merr. & L.M.Perry',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '3301.90',
    form: 'oleoresin',
    grade: 'Liquid or dry-plated',
    gradeAr: 'سائل أو محمّل على ناقل جاف',
    usageRate: '0.01–0.1% of the finished food',
    usageRateAr: 'من 0.01 إلى 0.1% من الطعام الجاهز',
    applications: ['food-beverage'],
    certifications: everyFood,
    moq: [25, 'kg'],
    packaging: ['5 kg to 25 kg HDPE containers', '25 kg lined carton (dry soluble spices)'],
    packagingAr: ['عبوات بلاستيكية من 5 إلى 25 كغ', 'كراتين مبطنة 25 كغ (للتوابل الجافة القابلة للذوبان)'],
    shelfLifeMonths: 24,
  },
  15: {
    botanicalName: 'Capsicum annuum L., Capsicum frutescens L.',
    casNumber: '8023-77-6',
    originCountry: 'IN',
    hsCode: '3301.90',
    form: 'oleoresin',
    grade: 'Standardised colour and pungency',
    gradeAr: 'لون وحرارة معايَران',
    usageRate: '0.05–0.5%, by the colour or heat wanted',
    usageRateAr: 'من 0.05 إلى 0.5% حسب اللون أو الحرارة المطلوبة',
    applications: ['food-beverage', 'animal-feed', 'cosmetics'],
    certifications: ['halal', 'kosher', 'iso-22000'],
    moq: [25, 'kg'],
    packaging: ['5 kg to 25 kg HDPE containers', '200 kg epoxy-lined steel drum, nitrogen-flushed'],
    packagingAr: ['عبوات بلاستيكية من 5 إلى 25 كغ', 'براميل فولاذية 200 كغ مبطنة بالإيبوكسي'],
    shelfLifeMonths: 24,
  },
  16: {
    botanicalName: 'Mangifera indica L., Pisum sativum L., Zea mays L. and others',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '0811.90',
    form: 'frozen',
    grade: 'IQF, Grade A',
    gradeAr: 'مجمّد فرديًا سريعًا، الدرجة الأولى',
    applications: ['food-beverage'],
    certifications: ['haccp', 'halal', 'iso-22000'],
    moq: [1, 'MT'],
    packaging: ['10 kg master carton of 4 × 2.5 kg or 10 × 1 kg bags', 'Private-label retail packs'],
    packagingAr: ['كرتونة رئيسية 10 كغ تضم 4 × 2.5 كغ أو 10 × 1 كغ', 'عبوات تجزئة بعلامة المشتري'],
    shelfLifeMonths: 24,
  },
  17: {
    botanicalName: 'Aquilaria malaccensis Lam. (oud), Rosa damascena Mill. and others',
    casNumber: '',
    originCountry: 'AE',
    hsCode: '3303.00',
    form: 'liquid',
    grade: 'Eau de parfum and attar concentrates',
    gradeAr: 'ماء عطر ومركزات العطور الزيتية',
    applications: ['perfumery', 'cosmetics'],
    certifications: ['iso-22000'],
    moq: [5, 'kg'],
    packaging: ['1 kg, 5 kg and 25 kg aluminium bottles (concentrates)', '30, 50 and 100 ml flacons'],
    packagingAr: ['عبوات ألومنيوم 1 و5 و25 كغ (للمركزات)', 'قوارير 30 و50 و100 مل'],
    shelfLifeMonths: 36,
  },
  18: {
    botanicalName: 'Withania somnifera (L.) Dunal, Moringa oleifera Lam., Curcuma longa L.',
    casNumber: '',
    originCountry: 'IN',
    hsCode: '2106.90',
    form: 'capsules',
    ...nutraGrade,
    usageRate: '1–2 capsules a day',
    usageRateAr: 'كبسولة إلى كبسولتين يوميًا',
    applications: ['nutraceuticals'],
    certifications: ['halal', 'kosher', 'haccp'],
    moq: [25, 'kg'],
    packaging: ['Bulk in double LDPE bags inside cartons', 'HDPE bottles of 60, 90 or 120 capsules'],
    packagingAr: ['سائبة في أكياس مزدوجة داخل كراتين', 'عبوات بلاستيكية من 60 أو 90 أو 120 كبسولة'],
    shelfLifeMonths: 24,
  },
};
