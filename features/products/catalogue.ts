import type { ProductCategorySeed, ProductSeed } from '@/content/types';

/**
 * Product catalogue seed: 7 categories and 18 products (fixed ids 1-18).
 * Artwork: /artwork/categories/{slug}.svg, /artwork/products/{id}.svg,
 * /artwork/products/{id}-a.svg (source plant close-up) and
 * /artwork/products/{id}-b.svg (product form with its export packing).
 */

export const productCategories: ProductCategorySeed[] = [
  {
    slug: 'herbal-extracts',
    name: 'Herbal Extracts',
    blurb:
      'Standardised dry extracts of Indian medicinal plants, supplied to a stated marker or extract ratio for nutraceutical, food and cosmetic formulations.',
    image: {
      src: '/artwork/categories/herbal-extracts.svg',
      alt: 'Illustration of medicinal leaves and roots beside an amber extract jar and a glass dropper',
    },
  },
  {
    slug: 'fragrance-oils',
    name: 'Fragrance Oils',
    blurb:
      'Steam-distilled essential oils and natural extracts for flavour, fine fragrance, personal care and aromatherapy, each lot analysed by GC.',
    image: {
      src: '/artwork/categories/fragrance-oils.svg',
      alt: 'Illustration of lavender sprigs, lemongrass blades and vanilla pods around amber essential-oil bottles',
    },
  },
  {
    slug: 'natural-powders',
    name: 'Natural Powders',
    blurb:
      'Dried, milled and sieved botanical and spice powders with controlled mesh size, moisture and microbiology.',
    image: {
      src: '/artwork/categories/natural-powders.svg',
      alt: 'Illustration of ashwagandha roots, moringa leaves and mounds of green, beige and golden powder in bowls',
    },
  },
  {
    slug: 'oleoresins',
    name: 'Oleoresins',
    blurb:
      'Spice oleoresins standardised for flavour, pungency and colour, in oil-soluble, water-soluble and dry-plated forms for beverage, bakery and food processing.',
    image: {
      src: '/artwork/categories/oleoresins.svg',
      alt: 'Illustration of red chillies, turmeric root, ginger and black peppercorns beside a jar of dark spice oleoresin',
    },
  },
  {
    slug: 'frozen-fruits-vegetables',
    name: 'Frozen Fruits and Vegetables',
    blurb:
      'IQF fruits and vegetables frozen close to harvest and shipped at -18 °C in reefer containers, by the pallet or full container.',
    image: {
      src: '/artwork/categories/frozen-fruits-vegetables.svg',
      alt: 'Illustration of frozen mango cubes, green peas, sweet corn and strawberries covered in frost crystals',
    },
  },
  {
    slug: 'perfume',
    name: 'Perfume',
    blurb:
      'Own-label and private-label eau de parfum and alcohol-free attars, developed in Dubai around oud, rose, musk, amber and sandalwood.',
    image: {
      src: '/artwork/categories/perfume.svg',
      alt: 'Illustration of a glass perfume flacon and a small attar bottle beside a rose and pieces of oud wood',
    },
  },
  {
    slug: 'food-supplements',
    name: 'Food Supplements',
    blurb:
      'Vegetarian HPMC capsules of standardised herbal extracts, filled under GMP for private-label supplement brands.',
    image: {
      src: '/artwork/categories/food-supplements.svg',
      alt: 'Illustration of a blister pack of vegetarian capsules beside moringa leaves, an ashwagandha root and turmeric',
    },
  },
];

export const products: ProductSeed[] = [
  // ----------------------------- Herbal Extracts -----------------------------
  {
    id: 1,
    categorySlug: 'herbal-extracts',
    name: 'Sesbania Extract',
    details:
      'Leaf & flower dry extract · Sesbania grandiflora / S. sesban · India origin · 4:1 and 10:1 ratios',
    description1:
      'Sesbania extract is a dry extract of the leaves and flowers of Sesbania grandiflora, the agati or hummingbird tree, and of the closely related Sesbania sesban. Both are fast-growing leguminous trees cultivated across South India, where the leaves and flowers are eaten as a vegetable and used in traditional Ayurvedic and Siddha preparations.\n\n' +
      'We source shade-dried leaf and flower from growers in Tamil Nadu and Karnataka. The material is extracted with water or a water–ethanol mixture, filtered, concentrated under vacuum and spray-dried to a free-flowing powder. Buyers use it in nutraceutical blends, tablets and herbal tea mixes, and as a plant-derived antioxidant ingredient in skin-care formulations.',
    description2:
      'Sesbania extract is offered by extract ratio (4:1 and 10:1) or standardised to total polyphenols of not less than 5% by UV (Folin–Ciocalteu). A typical lot is a brown to greenish-brown powder passing 80 mesh, with loss on drying below 5%, total plate count below 1,000 cfu/g, yeast and mould below 100 cfu/g, and E. coli and Salmonella absent. Heavy metals and pesticide residues are tested against EU and USP limits, and carrier-free grades can be made on request.\n\n' +
      'Each lot ships with a certificate of analysis (CoA), MSDS, TDS and certificate of origin; Halal and Kosher certificates are available on request. Packing is 25 kg fibre drums with double food-grade LDPE liners, or 1 kg and 5 kg aluminium foil bags for samples and pilot batches. The minimum order is 25 kg, lead time is two to three weeks, and we ship from Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/1.svg',
      alt: 'Illustration of Sesbania grandiflora leaves and white flowers beside an amber extract jar and a glass dropper',
    },
    images: [
      {
        src: '/artwork/products/1-a.svg',
        alt: 'Close-up illustration of Sesbania grandiflora pinnate leaves and long, curved white flowers',
      },
      {
        src: '/artwork/products/1-b.svg',
        alt: 'Illustration of Sesbania extract powder in a lined fibre drum next to sealed aluminium foil bags',
      },
    ],
  },
  {
    id: 2,
    categorySlug: 'herbal-extracts',
    name: 'Lagerstroemia Speciosa',
    details: 'Banaba leaf extract · Corosolic acid 1%, 2.5% & 18% (HPLC) · Philippines & India leaf · powder',
    description1:
      "Lagerstroemia speciosa, known as banaba or Queen's crape myrtle, is a flowering tree native to tropical Asia. Its leaves have long been brewed as a tea in the Philippines and used in Ayurvedic practice in India, and they are the commercial source of corosolic acid, a pentacyclic triterpene used as the quality marker for the extract.\n\n" +
      'Our extract is made from mature leaves collected in the Philippines and South India. The dried leaves are extracted with ethanol and water, and the extract is purified and concentrated to the required corosolic acid level before drying and milling. Supplement manufacturers use banaba extract in capsules, tablets and powdered drink blends for glucose-metabolism and weight-management ranges, and it is also used in functional teas.',
    description2:
      'Standard grades are corosolic acid 1%, 2.5% and 18%, each assayed by HPLC, together with a 10:1 ratio extract. The 1% grade is a brown powder suited to teas and blends; the 18% grade is a purified, lighter powder for low-dose capsules. Typical specifications are 80 mesh, loss on drying below 5%, ash below 5%, lead below 3 ppm and total heavy metals below 10 ppm, total plate count below 1,000 cfu/g, yeast and mould below 100 cfu/g, with E. coli and Salmonella absent.\n\n' +
      'Every shipment carries a CoA with the HPLC chromatogram, MSDS, TDS and certificate of origin, with Halal and Kosher certificates where required. We pack in 25 kg fibre drums with double LDPE liners; the 18% grade is also supplied in 1 kg and 5 kg aluminium foil bags. The minimum order is 25 kg, lead time is about three weeks, and consignments leave Jebel Ali by sea or air freight.',
    image: {
      src: '/artwork/products/2.svg',
      alt: 'Illustration of banaba (Lagerstroemia speciosa) leaves and mauve flowers beside an amber extract jar and a dropper',
    },
    images: [
      {
        src: '/artwork/products/2-a.svg',
        alt: 'Close-up illustration of Lagerstroemia speciosa glossy oval leaves and crinkled purple flower clusters',
      },
      {
        src: '/artwork/products/2-b.svg',
        alt: 'Illustration of banaba leaf extract powder packed in fibre drums and aluminium foil bags',
      },
    ],
  },
  {
    id: 3,
    categorySlug: 'herbal-extracts',
    name: 'Glycyrrhiza Glabra (Mulethi)',
    details:
      'Licorice root extract · Glycyrrhizin 5%, 10% & 20% (HPLC) · Central Asian root, processed in India',
    description1:
      'Glycyrrhiza glabra, known in India as mulethi and in the trade as licorice, is a perennial legume whose sweet roots and stolons have been used in food and traditional medicine for centuries. Its principal marker is glycyrrhizin (glycyrrhizic acid), a triterpene glycoside about 30 to 50 times sweeter than sucrose.\n\n' +
      'We work with dried roots from Afghanistan, Iran and Central Asia, which are cut, extracted with hot water or water–ethanol, filtered, concentrated and spray-dried in India. Food and beverage buyers use licorice extract as a flavour and sweetness enhancer in confectionery, herbal teas and soft drinks; nutraceutical and Ayurvedic manufacturers use it in digestive and throat-care formulations, and cosmetic formulators use it in soothing skin-care products.',
    description2:
      'Powder extracts are standardised to glycyrrhizin 5%, 10% and 20% by HPLC. We also supply 4:1 and 10:1 ratio extracts, deglycyrrhizinated licorice (DGL, glycyrrhizin below 3%) and, for confectionery, licorice extract paste and block on request. A typical powder is yellowish-brown, passes 80 mesh, with loss on drying below 5%, total heavy metals below 10 ppm, total plate count below 1,000 cfu/g, yeast and mould below 100 cfu/g, and E. coli and Salmonella absent.\n\n' +
      'Documents supplied are the CoA, MSDS, TDS and certificate of origin, plus Halal and Kosher certificates where needed. Powders are packed in 25 kg fibre drums with double LDPE liners. The minimum order is 25 kg per grade, lead time is two to three weeks, and goods are shipped from Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/3.svg',
      alt: 'Illustration of licorice (mulethi) roots and pinnate leaves beside an amber extract jar and a dropper',
    },
    images: [
      {
        src: '/artwork/products/3-a.svg',
        alt: 'Close-up illustration of Glycyrrhiza glabra fibrous yellow roots, cut root sticks and pale violet flower spikes',
      },
      {
        src: '/artwork/products/3-b.svg',
        alt: 'Illustration of licorice root extract powder in lined fibre drums ready for export',
      },
    ],
  },
  {
    id: 4,
    categorySlug: 'herbal-extracts',
    name: 'Ocimum Sanctum',
    details: 'Tulsi (holy basil) leaf extract · Ursolic acid 2.5% (HPLC) · India origin · powder & leaf oil',
    description1:
      'Ocimum sanctum (syn. Ocimum tenuiflorum), holy basil or tulsi, is an aromatic herb of the mint family grown throughout India, where it is one of the most widely used plants in Ayurveda and in everyday herbal teas. Both the green Rama and the purple Krishna types are cultivated commercially.\n\n' +
      'Leaves and flowering tops are harvested from farms in Uttar Pradesh and Madhya Pradesh, shade-dried, extracted with water–ethanol, concentrated and spray-dried; a steam-distilled leaf oil is also produced. Buyers use tulsi extract in capsules, tablets and herbal tea blends for stress and immune-support ranges, in functional beverages, and in oral-care and skin-care products, where the oil adds a warm, clove-like note.',
    description2:
      'The dry extract is standardised to ursolic acid 2.5% by HPLC and is also offered as 4:1 and 10:1 ratio extracts and as a water-soluble grade for beverages. A typical lot is a greenish-brown powder passing 80 mesh, with loss on drying below 5%, total heavy metals below 10 ppm, total plate count below 1,000 cfu/g, yeast and mould below 100 cfu/g, and pathogens absent.\n\n' +
      'Tulsi leaf oil is specified by GC, with eugenol typically 40–70% as the main constituent; methyl eugenol and β-caryophyllene are reported on every CoA so that flavour users can check regulatory limits.\n\n' +
      'Each shipment includes the CoA, MSDS, TDS and certificate of origin, with Halal and Kosher certificates on request. Extract is packed in 25 kg fibre drums with double LDPE liners, and oil in 5 kg and 25 kg aluminium bottles. The minimum order is 25 kg, lead time two to three weeks, shipped from Jebel Ali.',
    image: {
      src: '/artwork/products/4.svg',
      alt: 'Illustration of holy basil (tulsi) sprigs beside an amber extract jar and a glass dropper',
    },
    images: [
      {
        src: '/artwork/products/4-a.svg',
        alt: 'Close-up illustration of Ocimum sanctum green and purple leaves with slender purple flower spikes',
      },
      {
        src: '/artwork/products/4-b.svg',
        alt: 'Illustration of tulsi extract powder in a fibre drum beside aluminium bottles of tulsi leaf oil',
      },
    ],
  },

  // ----------------------------- Fragrance Oils -----------------------------
  {
    id: 5,
    categorySlug: 'fragrance-oils',
    name: 'Vanilla',
    details: 'Vanilla CO2 extract, absolute & oleoresin · Vanilla planifolia · Madagascar & India beans',
    description1:
      'Our vanilla extracts are made from cured beans of Vanilla planifolia, the climbing orchid grown in Madagascar, in Karnataka and Kerala in India, in Uganda and in Indonesia. Green pods are picked at maturity and cured over several months by blanching, sweating and slow drying, which develops vanillin and the many minor compounds that give natural vanilla its depth.\n\n' +
      'Because vanilla cannot be steam-distilled, its aromatic fraction is recovered by solvent extraction, giving an absolute or an oleoresin, or by supercritical CO2 extraction. Flavour houses use these natural extracts for ice cream, dairy, bakery, chocolate and beverages, and perfumers use them in gourmand and oriental fine fragrances, candles and body care.',
    description2:
      'Each lot is specified by vanillin content determined by HPLC, together with the ratios of vanillin to p-hydroxybenzaldehyde, vanillic acid and p-hydroxybenzoic acid, the accepted indicators that an extract is natural and unadulterated; stable-isotope (δ13C) analysis is available on request. Grades include a CO2 extract for flavour use, an absolute for fragrance use and an oleoresin of declared fold strength, and the bean origin is stated on every certificate.\n\n' +
      'Documentation covers the CoA with HPLC and GC results, MSDS, TDS, an IFRA statement and allergen declaration for fragrance grades, and the certificate of origin; Halal and Kosher certificates are available for flavour grades. Packing is 1 kg, 5 kg and 25 kg aluminium bottles with nitrogen headspace. The minimum order is 25 kg, lead time is two to four weeks depending on the crop, and we ship from Jebel Ali by air or sea.',
    image: {
      src: '/artwork/products/5.svg',
      alt: 'Illustration of cured vanilla pods and a vanilla orchid flower beside an amber bottle with a drop of oil',
    },
    images: [
      {
        src: '/artwork/products/5-a.svg',
        alt: 'Close-up illustration of Vanilla planifolia vine with green pods, pale yellow orchid flowers and dark cured beans',
      },
      {
        src: '/artwork/products/5-b.svg',
        alt: 'Illustration of vanilla extract in sealed aluminium bottles packed in an export carton',
      },
    ],
  },
  {
    id: 6,
    categorySlug: 'fragrance-oils',
    name: 'Lavender',
    details: 'Steam-distilled, 100% pure · Bulgaria, France & Kashmir origin · 1 kg to 180 kg drums',
    description1:
      'Lavender oil is steam-distilled from the fresh flowering tops of Lavandula angustifolia, true lavender. We supply Bulgarian oil from the Kazanlak and Dobrich regions, French oil from Haute-Provence and a smaller crop from Kashmir, together with lavandin oil (Lavandula × intermedia, Grosso and Abrialis) for larger-volume applications.\n\n' +
      'The flowers are cut in full bloom in early summer and distilled within hours of harvest, and the oil is filtered and rested before grading. Lavender oil is a core ingredient in fine fragrance, soaps, shampoos, body care and household products and a mainstay of aromatherapy; it is also used in small quantities as a natural flavouring in confectionery, teas and bakery.',
    description2:
      'Oils are analysed by GC against ISO 3515. Typical true lavender shows linalool 25–38% and linalyl acetate 25–45%, with camphor usually below 1%. Lavandin Grosso carries more camphor (about 6–8%) and a sharper, more herbaceous note at a lower price, which suits soaps and detergents. Relative density, refractive index and optical rotation are reported on every CoA, and retained samples are kept for each lot.\n\n' +
      'Shipments are documented with the CoA and GC chromatogram, MSDS, TDS, IFRA certificate, EU allergen declaration and certificate of origin. Packing runs from 1 kg, 5 kg and 25 kg aluminium bottles to 180 kg HDPE drums. The minimum order is 25 kg, stock lots ship within one to two weeks, and goods leave Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/6.svg',
      alt: 'Illustration of lavender sprigs beside an amber bottle of lavender oil with a falling drop',
    },
    images: [
      {
        src: '/artwork/products/6-a.svg',
        alt: 'Close-up illustration of Lavandula angustifolia flower spikes with narrow grey-green leaves',
      },
      {
        src: '/artwork/products/6-b.svg',
        alt: 'Illustration of lavender oil in aluminium bottles and a blue HDPE drum ready for export',
      },
    ],
  },
  {
    id: 7,
    categorySlug: 'fragrance-oils',
    name: 'Sandal',
    details: 'Sandalwood oil · Santalum album & S. spicatum · India & Australia origin · 1 kg to 25 kg',
    description1:
      'Sandal oil is steam-distilled from the heartwood and roots of mature sandalwood trees. We supply two species: East Indian sandalwood, Santalum album, from legally sourced Indian wood and from plantations in northern Australia, and Australian sandalwood, Santalum spicatum, from Western Australia. The wood is chipped and powdered and then distilled slowly over one to three days to recover the heavy santalol fraction.\n\n' +
      'Sandalwood oil is a classic base note and fixative in fine fragrance, attars and incense, and is used in premium soaps, skin care and body oils. Its soft, creamy, woody character blends with rose, oud, jasmine and amber, which makes it a staple of Middle Eastern perfumery.',
    description2:
      'Santalum album oil is tested by GC against ISO 3518, which sets (Z)-α-santalol at 41–55% and (Z)-β-santalol at 16–24%; both values are reported on each CoA with relative density, refractive index and optical rotation. Santalum spicatum oil has a lower santalol content, typically 15–25% (Z)-α-santalol, and a drier, more resinous profile, making it a cost-effective choice for soaps, incense and blends.\n\n' +
      'Each lot is supplied with the CoA, MSDS, TDS, IFRA certificate, allergen declaration, certificate of origin and documents showing the legal origin of the wood. Packing is 1 kg, 5 kg and 25 kg aluminium bottles. The minimum order is 25 kg; 10 ml evaluation samples are sent before the first order. Lead time is two to four weeks, with shipment from Jebel Ali by air or sea.',
    image: {
      src: '/artwork/products/7.svg',
      alt: 'Illustration of sandalwood logs and chips beside an amber bottle of sandalwood oil with a drop',
    },
    images: [
      {
        src: '/artwork/products/7-a.svg',
        alt: 'Close-up illustration of Santalum album leaves and small red flowers above a cut log showing pale heartwood',
      },
      {
        src: '/artwork/products/7-b.svg',
        alt: 'Illustration of sandalwood oil in sealed aluminium bottles packed in an export carton',
      },
    ],
  },
  {
    id: 8,
    categorySlug: 'fragrance-oils',
    name: 'Dawana',
    details: 'Steam-distilled davana oil · Artemisia pallens · Karnataka & Tamil Nadu origin · 1 kg to 25 kg',
    description1:
      'Dawana (davana) oil is steam-distilled from the aerial parts of Artemisia pallens, a small aromatic herb grown as a winter crop in Karnataka, Tamil Nadu and Andhra Pradesh in South India. The plant is sown after the monsoon and cut at full flowering, usually between January and March, then lightly wilted before distillation. Yields are low, around 0.1–0.2% of the herb.\n\n' +
      'The oil is a golden to brownish liquid with a rich, fruity, slightly boozy odour unlike any other essential oil. Flavour houses use it in fruit flavours for baked goods, confectionery and beverages, and perfumers value its warm, dried-fruit character in fine fragrance and attars.',
    description2:
      'The main constituent is davanone, typically 35–60% by GC, accompanied by davana ethers, davanafurans, linalool and bicyclogermacrene; the full GC profile is reported on every CoA together with specific gravity, refractive index and optical rotation. Because the crop is small and seasonal, prices follow each harvest, and we recommend forward contracting for annual requirements.\n\n' +
      'Shipments are documented with the CoA, MSDS, TDS, IFRA certificate, allergen declaration and certificate of origin, with Halal and Kosher certificates available for flavour use. The oil is packed in 1 kg, 5 kg and 25 kg aluminium bottles, nitrogen-flushed, and should be stored cool and away from light. The minimum order is 25 kg, stock lots ship within one to three weeks, and we ship from Jebel Ali.',
    image: {
      src: '/artwork/products/8.svg',
      alt: 'Illustration of silver-green davana (Artemisia pallens) sprigs beside an amber bottle of davana oil with a drop',
    },
    images: [
      {
        src: '/artwork/products/8-a.svg',
        alt: 'Close-up illustration of Artemisia pallens finely divided silvery leaves and small yellow flower heads',
      },
      {
        src: '/artwork/products/8-b.svg',
        alt: 'Illustration of davana oil in nitrogen-flushed aluminium bottles packed in an export carton',
      },
    ],
  },
  {
    id: 9,
    categorySlug: 'fragrance-oils',
    name: 'Lemon Grass',
    details: 'Steam-distilled lemongrass oil · Citral 75%+ · India origin · 1 kg bottles to 180 kg drums',
    description1:
      'Lemongrass oil is steam-distilled from the leaves of Cymbopogon flexuosus, East Indian lemongrass, grown mainly in Kerala, Karnataka and north-east India, and of Cymbopogon citratus, West Indian lemongrass. The grass is cut several times a year, partly wilted in the field to reduce moisture and distilled close to the growing areas.\n\n' +
      "The oil's fresh, lemony character comes from citral, a mixture of geranial and neral. It is used in soaps, detergents, household cleaners and candles, for flavouring herbal teas, soft drinks and confectionery, in aromatherapy and insect-repellent products, and as a raw material for the isolation of natural citral.",
    description2:
      'East Indian oil is supplied at citral not less than 75% by GC, typically 75–85%, assessed against ISO 4718. West Indian oil usually runs somewhat lower in citral and higher in myrcene, which also makes it less soluble in 70% ethanol, a simple test that distinguishes the two types. Each CoA reports geranial, neral, geraniol and myrcene, with specific gravity, refractive index, optical rotation and solubility.\n\n' +
      'Documentation includes the CoA with GC chromatogram, MSDS, TDS, IFRA certificate, allergen declaration and certificate of origin; Halal and Kosher certificates are available for flavour use. Packing is 1 kg, 5 kg and 25 kg aluminium bottles, 50 kg HDPE drums and 180 kg HDPE drums. The minimum order is 25 kg, stock lots ship within one to two weeks, and goods leave Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/9.svg',
      alt: 'Illustration of lemongrass stalks and blades beside an amber bottle of lemongrass oil with a drop',
    },
    images: [
      {
        src: '/artwork/products/9-a.svg',
        alt: 'Close-up illustration of Cymbopogon lemongrass clump with long arching blades and pale stalk bases',
      },
      {
        src: '/artwork/products/9-b.svg',
        alt: 'Illustration of lemongrass oil in aluminium bottles and HDPE drums ready for export',
      },
    ],
  },

  // ----------------------------- Natural Powders -----------------------------
  {
    id: 10,
    categorySlug: 'natural-powders',
    name: 'Ashwagandha Powder',
    details: 'Withania somnifera root powder & extract · Withanolides 2.5% / 5% · Madhya Pradesh origin',
    description1:
      'Ashwagandha is the root of Withania somnifera, a small shrub of the nightshade family and one of the best-known herbs of Ayurveda. The main commercial crop is grown in the Neemuch and Mandsaur districts of Madhya Pradesh and neighbouring Rajasthan, where roots are lifted in winter, about six months after sowing.\n\n' +
      'We supply two forms: root powder, made by washing, drying, cutting and milling the roots, and root extract, obtained by water–ethanol extraction, concentration and spray-drying. Only roots are used, without leaf. Supplement brands use ashwagandha in capsules, tablets, gummies and powder blends for stress and sleep ranges, and food and beverage companies add it to functional drinks, teas and health foods.',
    description2:
      'Root powder is a cream to light-brown powder of 60 or 80 mesh, with moisture below 8% and total withanolides of not less than 0.3% by HPLC. Standardised root extracts are offered at withanolides 1.5%, 2.5% and 5% by HPLC, with gravimetric values on request. Microbiology for root powder is total plate count below 100,000 cfu/g, or below 10,000 cfu/g for steam-sterilised material; extracts are below 1,000 cfu/g. E. coli and Salmonella are absent, and heavy metals, aflatoxins and pesticide residues are tested against EU and USP limits.\n\n' +
      'Each lot ships with a CoA, MSDS, TDS and certificate of origin, with Halal and Kosher certificates on request. Packing is 25 kg fibre drums or multiwall paper bags with double LDPE liners. The minimum order is 25 kg, lead time two to three weeks, shipped from Jebel Ali.',
    image: {
      src: '/artwork/products/10.svg',
      alt: 'Illustration of ashwagandha roots and leaves beside a bowl holding a mound of beige root powder',
    },
    images: [
      {
        src: '/artwork/products/10-a.svg',
        alt: 'Close-up illustration of Withania somnifera roots with oval leaves and orange-red berries in papery husks',
      },
      {
        src: '/artwork/products/10-b.svg',
        alt: 'Illustration of ashwagandha root powder packed in lined fibre drums and multiwall paper bags',
      },
    ],
  },
  {
    id: 11,
    categorySlug: 'natural-powders',
    name: 'Moringa Powder',
    details: 'Moringa oleifera leaf powder · Low-temperature dried · South India origin · 80–100 mesh',
    description1:
      'Moringa powder is made from the leaves of Moringa oleifera, the drumstick tree, which is cultivated widely in Tamil Nadu, Andhra Pradesh and Karnataka for its pods and leaves. The leaves are a traditional food in South India and are naturally rich in protein, minerals and chlorophyll.\n\n' +
      'Fresh leaflets are stripped from the stems, washed and dried in shade or in low-temperature dryers below 50 °C to keep their green colour, then milled and sieved. Food companies use moringa in smoothies, teas, pasta, bakery, nutrition bars and fortified foods; supplement brands fill it into capsules and tablets, and cosmetic formulators use it in face masks and scrubs.',
    description2:
      'A typical lot is a bright to dark green powder of 80 or 100 mesh, with moisture below 7%, total ash below 12%, acid-insoluble ash below 1% and protein typically 22–28%. Microbiology is total plate count below 100,000 cfu/g, or below 10,000 cfu/g for steam-treated powder, yeast and mould below 1,000 cfu/g, and E. coli and Salmonella absent. Heavy metals, pesticide residues and PAH are tested against EU limits. Moringa leaf cut for tea bags and a 10:1 leaf extract are also available.\n\n' +
      'Documents are the CoA, MSDS, TDS and certificate of origin, with Halal and Kosher certificates on request. Packing is 20 kg or 25 kg kraft paper bags with LDPE liners, or 25 kg fibre drums. The minimum order is 25 kg, lead time two to three weeks, and we ship from Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/11.svg',
      alt: 'Illustration of moringa leaf sprigs beside a bowl holding a mound of bright green moringa powder',
    },
    images: [
      {
        src: '/artwork/products/11-a.svg',
        alt: 'Close-up illustration of Moringa oleifera compound leaves with small round leaflets and long drumstick pods',
      },
      {
        src: '/artwork/products/11-b.svg',
        alt: 'Illustration of moringa leaf powder packed in lined kraft paper bags and a fibre drum',
      },
    ],
  },
  {
    id: 12,
    categorySlug: 'natural-powders',
    name: 'Spice Powder',
    details:
      'Turmeric, chilli, coriander, cumin, black pepper & ginger · India origin · steam-sterilised option',
    description1:
      'Our spice powders are milled from whole spices bought at the main Indian growing and trading centres: turmeric (Curcuma longa) from Erode and Sangli, red chilli (Capsicum annuum) from Guntur, coriander from Rajasthan, cumin from Unjha in Gujarat, black pepper (Piper nigrum) from Kerala and Karnataka, and dry ginger from Kerala.\n\n' +
      'Each lot is cleaned, sorted and dried before grinding, then sieved to the required mesh, passed through metal detection and, where specified, steam-sterilised. Buyers include food manufacturers, seasoning and spice-blend producers, snack and ready-meal makers, caterers and repackers, while high-curcumin turmeric powder also goes to nutraceutical companies.',
    description2:
      'Typical specifications: turmeric powder with curcumin 3–5%, red chilli powder from 20,000 to 80,000 SHU with colour of 60–140 ASTA units, black pepper powder with piperine of 4–6%, and coriander, cumin and ginger powders with volatile oil content stated on the CoA. Mesh is 40–80 depending on the spice, moisture is below 10%, and aflatoxins (B1 below 5 µg/kg, total below 10 µg/kg), ochratoxin A, Sudan dyes I–IV and ethylene oxide are tested for EU-bound lots. Steam-sterilised powders are supplied with total plate count below 10,000 cfu/g and Salmonella absent in 25 g.\n\n' +
      'Each lot is supplied with a CoA, MSDS, TDS and certificate of origin, with Halal and Kosher certificates on request. Packing is 25 kg multiwall paper bags or PP woven bags with LDPE liners. The minimum order is 25 kg per spice, lead time two to three weeks, shipped from Jebel Ali.',
    image: {
      src: '/artwork/products/12.svg',
      alt: 'Illustration of turmeric roots, red chillies and peppercorns beside bowls of yellow, red and brown spice powder',
    },
    images: [
      {
        src: '/artwork/products/12-a.svg',
        alt: 'Close-up illustration of whole spices: turmeric rhizomes, dried red chillies, black peppercorns, cumin and coriander seeds',
      },
      {
        src: '/artwork/products/12-b.svg',
        alt: 'Illustration of spice powders packed in lined multiwall paper bags and woven sacks on a pallet',
      },
    ],
  },

  // ----------------------------- Oleoresins -----------------------------
  {
    id: 13,
    categorySlug: 'oleoresins',
    name: 'Oleoresins for the Beverage Industry',
    details: 'Ginger, turmeric, cardamom & capsicum · Oil-soluble and water-soluble grades · India origin',
    description1:
      'Oleoresins are concentrated spice extracts that contain both the volatile oil and the non-volatile flavour, pungency and colour compounds of the original spice. Our beverage range covers ginger (Zingiber officinale), turmeric (Curcuma longa), cardamom (Elettaria cardamomum), black pepper and capsicum, produced in India from dried spices.\n\n' +
      'The ground spice is extracted with food-approved solvents such as ethanol, acetone or ethyl acetate, or with supercritical CO2, and the solvent is removed under vacuum. For drinks, the oleoresins are also supplied as water-soluble or emulsified grades. Beverage companies use them in ginger ale and ginger beer, energy and functional drinks, spiced teas and syrups, and turmeric as a natural yellow colour.',
    description2:
      'Typical grades are ginger oleoresin with volatile oil of 18–30 ml/100 g and gingerols declared by HPLC, turmeric oleoresin with curcumin of 20–40%, water-dispersible turmeric at 2–10% curcumin, cardamom oleoresin with its volatile oil content stated on the CoA, and capsicum oleoresin in low-pungency beverage grades declared as capsaicinoids. Water-soluble grades are made with polysorbate 80 or gum arabic and checked for clarity in water at the recommended dosage. Residual solvents are kept within EU and JECFA limits.\n\n' +
      'Each lot comes with a CoA, MSDS, TDS, allergen statement and certificate of origin, and Halal and Kosher certificates on request. Packing is 5 kg, 10 kg and 20 kg HDPE containers or 25 kg HDPE drums, nitrogen-flushed. The minimum order is 25 kg, lead time two to three weeks, shipped from Jebel Ali.',
    image: {
      src: '/artwork/products/13.svg',
      alt: 'Illustration of ginger root, turmeric and green cardamom pods beside a jar of amber spice oleoresin',
    },
    images: [
      {
        src: '/artwork/products/13-a.svg',
        alt: 'Close-up illustration of fresh ginger rhizomes, turmeric roots and green cardamom pods',
      },
      {
        src: '/artwork/products/13-b.svg',
        alt: 'Illustration of beverage oleoresins packed in sealed HDPE containers and drums',
      },
    ],
  },
  {
    id: 14,
    categorySlug: 'oleoresins',
    name: 'Oleoresins for the Baking Industry',
    details: 'Black pepper, cinnamon, clove, nutmeg, ginger & paprika · Liquid or dry-plated · India origin',
    description1:
      'Bakers need the flavour of spices without variation from lot to lot, visible specks or the microbial load of ground spice. Our baking oleoresins are concentrated extracts of black pepper (Piper nigrum), cassia and cinnamon, clove, nutmeg, ginger, cardamom and paprika, produced in India from dried spices by solvent or supercritical CO2 extraction.\n\n' +
      'They are supplied as liquid oleoresins or as dry soluble spices, in which the oleoresin is plated onto salt, dextrose or maltodextrin so it can be weighed and mixed like a dry ingredient. Bakeries and food manufacturers use them in biscuits, cakes, gingerbread, bread, fillings, glazes, crackers and savoury pastries, where they give even flavour and colour distribution.',
    description2:
      'Typical grades are black pepper oleoresin with piperine of 40–50% and volatile oil of 15–20 ml/100 g, ginger oleoresin with volatile oil of 18–30 ml/100 g, cassia oleoresin with cinnamaldehyde declared by GC, clove oleoresin rich in eugenol, and paprika oleoresin from 40,000 to 100,000 colour units for crackers and savoury bakes. Dry soluble spices are matched to the strength of ground spice so recipes can be converted one for one, or concentrated to order. Residual solvents are within EU and JECFA limits.\n\n' +
      'Each lot ships with the CoA, MSDS, TDS, allergen statement and certificate of origin, with Halal and Kosher certificates on request. Liquid oleoresins are packed in 5 kg to 25 kg HDPE containers, dry soluble spices in 25 kg lined cartons or bags. The minimum order is 25 kg, lead time two to three weeks, shipped from Jebel Ali.',
    image: {
      src: '/artwork/products/14.svg',
      alt: 'Illustration of cinnamon sticks, cloves, nutmeg and black pepper beside a jar of dark spice oleoresin',
    },
    images: [
      {
        src: '/artwork/products/14-a.svg',
        alt: 'Close-up illustration of black pepper vines with green berry spikes, cinnamon bark quills, cloves and whole nutmegs',
      },
      {
        src: '/artwork/products/14-b.svg',
        alt: 'Illustration of baking oleoresins in HDPE containers beside lined cartons of dry soluble spice',
      },
    ],
  },
  {
    id: 15,
    categorySlug: 'oleoresins',
    name: 'Oleoresins for Other Industries',
    details: 'Capsicum, paprika, turmeric & black pepper · Standardised colour & pungency · India origin',
    description1:
      'Beyond beverages and bakery, our oleoresins serve meat processing, sauces, snack seasonings, instant noodles, animal feed, pharmaceuticals and personal care. The range is built on capsicum and paprika (Capsicum annuum and C. frutescens), turmeric (Curcuma longa), black pepper (Piper nigrum) and garlic and onion, produced in India by solvent or supercritical CO2 extraction and standardised for colour or pungency.\n\n' +
      'Meat and seasoning companies use paprika and turmeric oleoresins as natural colours and capsicum for controlled heat. Feed producers use paprika for egg-yolk and poultry-skin pigmentation, and pharmaceutical and personal-care manufacturers use high-pungency capsicum oleoresin in warming creams and plasters.',
    description2:
      'Capsicum oleoresin is supplied at capsaicinoids of 1% to 6.5% by HPLC, roughly 160,000 to 1,000,000 SHU, and paprika oleoresin at 40,000 to 160,000 colour units, with low-pungency grades for colour-only use. Turmeric oleoresin is standardised at curcumin 20–40%, and black pepper oleoresin at piperine 40–50%. Oil-soluble, water-dispersible and powdered forms are available, and every lot is tested for residual solvents against EU and JECFA limits and for Sudan dyes.\n\n' +
      'Shipments are documented with the CoA, MSDS, TDS, allergen statement and certificate of origin; Halal and Kosher certificates are available on request. Packing is 5 kg to 25 kg HDPE containers and 200 kg epoxy-lined steel drums, nitrogen-flushed. The minimum order is 25 kg, lead time two to three weeks, shipped from Jebel Ali by sea or air.',
    image: {
      src: '/artwork/products/15.svg',
      alt: 'Illustration of red chillies and paprika pods beside a jar of deep red capsicum oleoresin',
    },
    images: [
      {
        src: '/artwork/products/15-a.svg',
        alt: 'Close-up illustration of Capsicum plants with ripe red paprika pods, chillies and white flowers',
      },
      {
        src: '/artwork/products/15-b.svg',
        alt: 'Illustration of oleoresins packed in HDPE containers and an epoxy-lined steel drum on a pallet',
      },
    ],
  },

  // ----------------------------- Frozen Fruits and Vegetables -----------------------------
  {
    id: 16,
    categorySlug: 'frozen-fruits-vegetables',
    name: 'Frozen Fruits and Vegetables',
    details: 'IQF mango, berries, peas, corn, okra & mixed vegetables · India origin · shipped at -18 °C',
    description1:
      'Our frozen range is produced by partner packers in India and covers IQF (individually quick frozen) fruits such as Alphonso and Totapuri mango, strawberry, guava and pomegranate arils, and vegetables including green peas, sweet corn, cut okra, drumsticks, cauliflower florets, spinach and mixed vegetables. Produce is frozen within hours of harvest during each crop season.\n\n' +
      'Processing covers washing, sorting, peeling and cutting, blanching of vegetables to inactivate enzymes, freezing in IQF tunnels at about -35 °C, and packing after metal detection. Buyers include food processors, dairy and ice-cream makers, bakeries, juice and smoothie producers, ready-meal manufacturers, food-service distributors and retailers serving South Asian communities abroad.',
    description2:
      'Mango is offered as chunks or 10×10, 15×15 and 20×20 mm dices at Brix of 14° or more, and vegetables in standard cut and sieve sizes. Product is held at -18 °C or below, with a shelf life of 24 months. Microbiology covers total plate count, E. coli, and Listeria monocytogenes and Salmonella absent in 25 g, and pesticide residues are checked against EU maximum residue levels.\n\n' +
      'Standard packing is 10 kg master cartons holding 4 × 2.5 kg or 10 × 1 kg poly bags, with private-label retail packs on request. Each shipment is documented with the CoA, health certificate, certificate of origin and reefer temperature records.\n\n' +
      'Goods travel in 40 ft reefer containers at -18 °C, about 20 pallets per container, shipped via Jebel Ali or directly from the packing port. The minimum order is one pallet, and mixed-product pallets are accepted. Lead time is three to four weeks.',
    image: {
      src: '/artwork/products/16.svg',
      alt: 'Illustration of mangoes, strawberries and pea pods beside a pile of frosted frozen fruit and vegetable cubes',
    },
    images: [
      {
        src: '/artwork/products/16-a.svg',
        alt: 'Close-up illustration of ripe mangoes, strawberries, green pea pods, sweet corn cobs and okra',
      },
      {
        src: '/artwork/products/16-b.svg',
        alt: 'Illustration of frozen produce in printed master cartons stacked on a pallet inside a reefer container',
      },
    ],
  },

  // ----------------------------- Perfume -----------------------------
  {
    id: 17,
    categorySlug: 'perfume',
    name: 'Perfume',
    details:
      'Own-label & private-label eau de parfum and attars · Oud, rose, musk & amber · developed in Dubai',
    description1:
      "Kinglife's perfume line combines our own-label fine fragrances with a private-label service for retailers, hotel groups and brand owners. The range covers eau de parfum and eau de toilette in modern and Arabian styles, and alcohol-free attars, the concentrated perfume oils traditional across the Gulf and South Asia, built around oud, rose, musk, amber, saffron and sandalwood.\n\n" +
      'Fragrances are developed in Dubai with partner perfumers, using natural oils from our own supply, such as sandalwood, davana, lavender and vanilla, together with modern aroma materials. Private-label clients can choose from our existing fragrance library or brief a new scent, and we coordinate bottles, caps, boxes and filling.',
    description2:
      "Eau de parfum is made at 15–20% perfume concentrate and eau de toilette at 8–12% in perfumer's alcohol; attars are supplied neat or in a sandalwood or neutral oil base. Every formula is checked against the current IFRA Standards and supplied with an IFRA conformity statement, an allergen declaration for EU and UK labelling, MSDS and CoA. Finished products are filled under GMP conditions; cosmetic notification in the destination market remains with the brand owner.\n\n" +
      'Concentrates are packed in 1 kg, 5 kg and 25 kg aluminium bottles; finished products come in 30, 50 and 100 ml flacons and 3, 6 and 12 ml attar bottles, boxed and packed in export cartons. Private-label runs start at 500 units per fragrance and concentrates at 25 kg. Lead time is two to three weeks for concentrates and six to ten weeks for finished goods. Alcohol-based perfumes ship as dangerous goods (UN 1266, class 3) from Jebel Ali.',
    image: {
      src: '/artwork/products/17.svg',
      alt: 'Illustration of a faceted glass perfume flacon beside a rose, oud wood chips and a small attar bottle',
    },
    images: [
      {
        src: '/artwork/products/17-a.svg',
        alt: 'Close-up illustration of perfume raw materials: Damask rose blooms, agarwood (oud) pieces, saffron threads and sandalwood',
      },
      {
        src: '/artwork/products/17-b.svg',
        alt: 'Illustration of boxed perfume flacons and attar bottles packed in an export carton',
      },
    ],
  },

  // ----------------------------- Food Supplements -----------------------------
  {
    id: 18,
    categorySlug: 'food-supplements',
    name: 'Capsules',
    details: 'Vegetarian HPMC capsules · Ashwagandha, moringa & turmeric · Private label · bulk or bottled',
    description1:
      'We supply vegetarian capsules of standardised herbal extracts and powders to supplement brands that sell under their own label. The shells are made from hydroxypropyl methylcellulose (HPMC), a plant-derived cellulose, so the capsules contain no gelatine and suit vegetarian, Halal and Kosher requirements.\n\n' +
      'Core formulas are ashwagandha (Withania somnifera root extract), moringa (Moringa oleifera leaf powder) and turmeric (Curcuma longa extract), filled under GMP from the same raw materials we export in bulk, so the extract in each capsule can be traced to its lot. Clients can also specify their own blends, fill weights and excipients. Our customers are supplement brands, pharmacy chains, online sellers and wellness retailers.',
    description2:
      'Standard formulas are 500 mg ashwagandha root extract (withanolides 2.5% or 5%) in size 00 capsules, 350 mg moringa leaf powder in size 0, and 500 mg turmeric extract (95% curcuminoids) with 5 mg black pepper extract (95% piperine) in size 00. Each batch is tested for fill-weight uniformity, disintegration, marker assay by HPLC, microbiology and heavy metals, and is released with its own CoA. Shelf life is 24 months in sealed packs.\n\n' +
      "Capsules are supplied in bulk in double LDPE bags inside cartons or fibre drums, or packed in HDPE bottles of 60, 90 or 120 capsules with induction seals and the buyer's label, or in blister strips of 10. Product registration in the destination market stays with the brand owner, and we provide the specification and stability data needed.\n\n" +
      'The minimum batch is 50,000 capsules per formula, about 25 kg of fill. Lead time is four to six weeks, with shipment from Jebel Ali.',
    image: {
      src: '/artwork/products/18.svg',
      alt: 'Illustration of a blister pack of vegetarian capsules beside an ashwagandha root, moringa leaves and turmeric',
    },
    images: [
      {
        src: '/artwork/products/18-a.svg',
        alt: 'Close-up illustration of the source plants: ashwagandha roots, moringa leaf sprigs and turmeric rhizomes',
      },
      {
        src: '/artwork/products/18-b.svg',
        alt: 'Illustration of capsules in blister strips, labelled HDPE bottles and a bulk carton ready for export',
      },
    ],
  },
];
