import type { BlogCategorySeed, BlogPostSeed } from '@/content/types';

export const blogCategories: BlogCategorySeed[] = [
  {
    slug: 'frozen-fruits-vegetables',
    name: 'Frozen Fruits and Vegetables',
    image: {
      src: '/artwork/blog/categories/frozen-fruits-vegetables.svg',
      alt: 'Flat illustration of frozen peas, okra, mango cubes and berries dusted with frost beside a snowflake',
    },
  },
  {
    slug: 'perfumes',
    name: 'Perfumes',
    image: {
      src: '/artwork/blog/categories/perfumes.svg',
      alt: 'Flat illustration of a glass perfume bottle and a small attar vial surrounded by rose petals and agarwood chips',
    },
  },
  {
    slug: 'wellness-capsules',
    name: 'Wellness Capsules',
    image: {
      src: '/artwork/blog/categories/wellness-capsules.svg',
      alt: 'Flat illustration of two-piece herbal capsules beside moringa leaves, turmeric root and ashwagandha root',
    },
  },
  {
    slug: 'cattle-feeds',
    name: 'Cattle Feeds',
    image: {
      src: '/artwork/blog/categories/cattle-feeds.svg',
      alt: 'Flat illustration of a dairy cow beside feed sacks, a silage bale and a bowl of protein meal pellets',
    },
  },
];

export const blogPosts: BlogPostSeed[] = [
  // ---------------------------------------------------------------------------
  // Frozen Fruits and Vegetables (1-6)
  // ---------------------------------------------------------------------------
  {
    id: 1,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'IQF vs Block Freezing: Which Format Suits Your Operation?',
    teaser:
      'Individually quick frozen and block-frozen produce behave very differently in a kitchen or a factory. Here is how to choose between them.',
    body: [
      'Most frozen fruit and vegetables in international trade arrive in one of two formats. IQF (individually quick frozen) product is frozen piece by piece, so peas, diced mango or berries pour out of the bag like marbles. Block-frozen product is packed into trays or cartons first and frozen as a solid slab, which is why chopped spinach, fruit purées and much of the pulp used by processors come as bricks of 1 to 20 kg.',
      '## How the two processes differ',
      'IQF lines use fluidised-bed or tunnel freezers in which air at roughly −30 to −40 °C lifts and separates the pieces. Small items such as peas reach their target core temperature within minutes. Block freezing normally relies on plate freezers that press the packed product between refrigerated metal plates; a thick block can take several hours to freeze through to the centre. Speed matters because quality is decided in the zone of maximum ice crystal formation, roughly −1 to −5 °C. Passing through it quickly produces small crystals, less damage to cell walls and less drip loss on thawing. For a purée, where the structure is already broken down, this matters far less than for whole berries or cut vegetables.',
      '## Cost, handling and yield',
      'Block-frozen goods are usually cheaper per kilogram. Packing is simpler, the product is denser, and more net weight fits on a pallet and in a reefer container. The drawback is handling: the whole block must be thawed or mechanically broken, so partial use is awkward and anything left over tends to be wasted. IQF costs more because of the freezing energy, optical sorting and grading involved, but a chef or line operator can take exactly the quantity needed and return the rest to the freezer. That flexibility often pays for the price difference in kitchens with variable demand.',
      'As a rule of thumb, HoReCa kitchens, caterers and retail packers choose IQF for peas, mixed vegetables, okra, diced fruit and berries. Beverage, dairy and ice cream manufacturers, who tip whole packs straight into a mixing tank, are well served by block-frozen pulp and purée. Bakeries fall in between: IQF berries for toppings and decoration, block or crumble grades for fillings and jams.',
      'Whichever format you choose, put it in the specification rather than assuming it. A useful spec states the freezing method, piece size and tolerance, the maximum percentage of clusters or lumps allowed in IQF product, the glaze percentage if any, and confirms that the declared net weight excludes glaze. It should also set microbiological limits, the pack size, the shelf life at −18 °C and the storage instructions. Clumped IQF product on arrival is worth investigating: it usually points to temperature abuse somewhere in the cold chain rather than to the freezing method itself.',
    ],
    publishedAt: '2024-01-16',
    image: {
      src: '/artwork/blog/1.svg',
      alt: 'Flat botanical vector illustration of loose frozen peas and mango cubes beside a solid frozen block of spinach',
    },
  },
  {
    id: 2,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'Keeping the Cold Chain at −18 °C from Packhouse to Kitchen',
    teaser:
      'Frozen produce is only as good as the weakest link in its cold chain. A practical guide to reefers, data loggers and receiving checks.',
    body: [
      'Minus 18 °C (0 °F) is the reference temperature for frozen food worldwide, used in the Codex code of practice for quick-frozen foods and in most national rules. At that temperature microbial growth stops, but enzymatic and chemical changes continue slowly. That is why properly blanched vegetables keep their colour and flavour for 18 to 24 months, while the same product stored at −12 °C deteriorates in a fraction of the time.',
      '## Reefer containers are built to hold temperature, not to pull it down',
      'The most common mistake in export shipments is loading product that is not yet at temperature. A reefer unit is designed to maintain a set point, not to freeze warm cargo. Product should be at −18 °C or colder at its core before it leaves the cold store, and the container should be pre-trip inspected and pre-cooled. Many shippers set the unit at −20 to −22 °C to give a safety margin. Cargo must sit on the T-floor without blocking the air channels, and it must stay below the red load line so that cold air can circulate over the top of the stack. Loading docks in Gulf summers reach 45 °C, so doors should be open for as short a time as possible and loading should be done from a sealed, refrigerated dock wherever one is available.',
      'EU rules on quick-frozen foods allow brief upward fluctuations of no more than 3 °C during transport, and up to −15 °C in local distribution and retail cabinets. These are tolerances, not targets. Every warm-up and re-cooling cycle lets small ice crystals melt and refreeze into larger ones, which means more drip loss, shrinkage and freezer burn.',
      '## Data loggers and receiving checks',
      'Ask for a temperature data logger in every container and agree in the contract who downloads it and when. On arrival, probe between cartons first, which is non-destructive, and open and probe inside a carton only if readings look doubtful. Look for the physical signs of abuse: large ice crystals or snow inside the bag, IQF pieces fused into lumps, frozen drip at the bottom of cartons, and blocks that have shrunk away from their packaging. Record what you find with photographs before the goods are accepted; claims are hard to pursue once product has been moved into your own store.',
      'The last metres matter as much as the sea voyage. Delivery vans should be pre-cooled, and frozen goods should move straight from the vehicle into the freezer rather than wait on a loading bay. In the kitchen, thaw only what is needed, in a chiller at 0–4 °C rather than at room temperature, and do not refreeze product that has thawed. Rotate stock on a first-expired, first-out basis.',
      'At Kinglife we check core temperatures before stuffing and ship frozen cargo from Jebel Ali with a logger in each container, so buyers can see the full temperature history of their goods. Whatever your supplier, insist on the same transparency: an unbroken record is the best evidence that the product in your freezer is the product that left the packhouse.',
    ],
    publishedAt: '2024-03-05',
    image: {
      src: '/artwork/blog/2.svg',
      alt: 'Flat botanical vector illustration of a refrigerated shipping container with a thermometer at −18 °C, frozen vegetables and snowflakes',
    },
  },
  {
    id: 3,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'Buying Frozen Mango Pulp: Alphonso, Kesar and Totapuri Compared',
    teaser:
      'Variety decides the colour, aroma, acidity and price of mango pulp. How to match Alphonso, Kesar and Totapuri to your application.',
    body: [
      'Frozen mango pulp is one of the most versatile fruit ingredients a kitchen or processor can hold: it goes into lassi, smoothies, ice cream, cheesecake, cocktails, sauces and bakery fillings. The variety behind it shapes the result far more than most buyers expect, and it is also the main driver of price.',
      "Alphonso, grown mainly in the Konkan coast of Maharashtra, is the premium choice, with intense aroma, deep saffron colour and a smooth, low-fibre texture. Kesar, from Gujarat's Saurashtra region, is bright orange, very sweet and usually priced below Alphonso, which makes it popular with dessert and beverage brands that want strong colour at a lower cost. Totapuri, grown widely in southern India, is paler yellow with a noticeably tangy profile and a milder aroma. It is the workhorse of the juice and nectar industry and is often blended with Alphonso or Kesar to balance cost and acidity.",
      '## Key specifications to agree',
      'Total soluble solids, measured as °Brix, are the first line on any pulp specification. Natural Alphonso and Kesar pulps are commonly specified at 16 °Brix or more, Totapuri at around 14 °Brix. Acidity, expressed as citric acid, tells you how tart the pulp will taste and how much sugar or acid correction a recipe needs. Also agree whether the pulp is natural or sweetened, the pH range, the consistency (often given as a Bostwick reading), colour, the maximum number of black specks, and limits for yeast, mould and coliforms. A good supplier will quote these figures on the certificate of analysis for each lot, not just on a general product sheet.',
      '## Frozen or aseptic?',
      'Mango pulp is also sold aseptically packed, typically in 215 kg drums or smaller bag-in-box packs that are stable at ambient temperature until opened. Aseptic pulp suits large processors with ambient warehousing. Frozen pulp keeps a fresher, more aromatic character because it has had less heat treatment, and it comes in practical pack sizes such as 1 kg pouches and 10 kg cartons. That makes frozen pulp the better fit for HoReCa and small-batch producers, provided they have freezer space.',
      'Match the variety to the job. For mango lassi, kulfi and premium ice cream, Alphonso or Kesar deliver the colour and aroma customers notice. For juice bases, cocktail mixes and sauces where acidity helps, Totapuri or a Totapuri blend is usually the more economical choice. Thaw pouches overnight in a chiller and use the thawed pulp within two to three days.',
      "Finally, plan around the season. The Indian crop is harvested roughly from March to June, and processors pack most of the year's pulp in a few intense weeks. Buyers who confirm volumes before the season generally secure better prices and more consistent lots than those who buy from leftover stock later in the year.",
    ],
    publishedAt: '2024-04-22',
    image: {
      src: '/artwork/blog/3.svg',
      alt: 'Flat botanical vector illustration of three mango varieties, halved and sliced, beside a pouch of golden frozen pulp',
    },
  },
  {
    id: 4,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'Frozen Okra for HoReCa and Retail: Grades, Sizes and Defects',
    teaser:
      "Pod size, trimming and fibre content decide how frozen okra performs in the pot. A buyer's guide to specifying it properly.",
    body: [
      'Okra is a staple across the Gulf, South Asia, Africa and the eastern Mediterranean, where bamia stews, bhindi masala and fried okra sell year round. Fresh okra is perishable and seasonal, so frozen product carries much of the trade, with Egypt and India among the largest exporters. Quality varies widely, and a few specification points separate a pack that cooks beautifully from one that turns stringy or slimy.',
      '## Size grades and cuts',
      'Whole okra is graded by pod length. Naming conventions differ by origin: Egyptian packers sell very small pods as zero or extra grades, while Indian packers usually quote length bands such as 2–4 cm, 4–6 cm and 6–8 cm. The smallest pods are the most tender and the most expensive, and they are preferred for whole-pod stews where presentation matters. Larger pods are normally sold cut into rings of about 1–2 cm, which suit curries, soups and frying. Ask for a tolerance on size, for example that at least 90% of pods fall within the declared band.',
      '## Defects that matter in the kitchen',
      'The most important defect is over-maturity. Okra picked too late becomes fibrous and woody, and no cooking method will rescue it. A simple test is to snap the tip of a thawed pod: tender okra breaks cleanly. Trimming is the second point. The stem should be trimmed to a neat cap without cutting into the seed cavity, because an opened pod releases more mucilage during cooking. Other defects to limit by weight include broken or split pods, blemishes and scars, insect damage, discoloured pods, loose seeds and extraneous vegetable matter. Okra should be blanched before freezing to inactivate enzymes, and a bright, even green colour is a good sign that blanching and freezing were done well.',
      'Pesticide residues deserve attention too. Okra has a history of residue findings in several import markets, so request a recent multi-residue report from an accredited laboratory and check it against the maximum residue limits of your own market, not just those of the country of origin.',
      'Pack sizes differ by channel. Restaurants and caterers typically buy 1 kg or 2.5 kg bags, or 10 kg bulk cartons, and value free-flowing IQF product that can be portioned without thawing. Retail packers usually need 400 g or 500 g consumer bags with tight size uniformity, because shoppers notice mixed pods immediately.',
      'For the best results in the kitchen, cook okra straight from frozen. Thawing first encourages sliminess and softens the pods. High heat, short cooking times and a little acidity from tomato, lemon or tamarind help keep the pods firm and the sauce clean. These are worth sharing with your own customers, because many complaints about frozen okra come from preparation rather than from the product itself.',
    ],
    publishedAt: '2024-06-11',
    image: {
      src: '/artwork/blog/4.svg',
      alt: 'Flat botanical vector illustration of whole and sliced green okra pods with frost crystals and a ruler showing pod length',
    },
  },
  {
    id: 5,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'Specifying Frozen Green Peas: Sieve Size, Tenderness and Colour',
    teaser:
      'Not all frozen peas are equal. Sieve size, maturity and sorting quality decide sweetness, texture and how the peas look on the plate.',
    body: [
      'Frozen green peas look like the simplest item on a purchase list, yet price differences between offers can be large, and they are usually justified by differences in size, maturity and sorting. Knowing what to specify helps you compare quotes on equal terms. Peas are at their sweetest at the moment of harvest. Within hours their sugars begin converting to starch, which is why good processors freeze within a few hours of vining. Speed from field to freezer is the single biggest influence on flavour, and it is worth asking suppliers how far their fields are from the factory.',
      '## Sieve size and maturity',
      'Peas are graded by diameter using calibrated sieves. The smallest grades, often sold as extra-fine or petits pois, fall below about 8.75 mm and command a premium for their tenderness and appearance. Standard garden peas are larger and more economical. Size alone does not guarantee quality, though, because an over-mature small pea can still be starchy. Processors measure maturity with a tenderometer, where a lower reading means a more tender pea, and laboratories measure alcohol-insoluble solids, a proxy for starch content. Ask for the tenderometer range or the alcohol-insoluble solids value on the specification, as well as the sieve size.',
      '## Colour and defects',
      'Correct blanching keeps peas bright green and inactivates the enzymes that would otherwise cause off-flavours in storage. Blond or yellowish peas, splits, loose skins, pieces of pod and stalk, and blemished peas should each have a maximum percentage by weight. Modern lines remove most of these with optical sorters. Foreign vegetable matter from the field, including weed berries, is a known hazard in pea harvesting, so ask how the factory controls it and what its tolerance is.',
      "Origin and season shape both price and availability. Northern India harvests its main crop in the winter months, while European peas are vined in early summer, and New Zealand and China also export significant volumes. Because peas store well frozen, many buyers contract a year's requirement at harvest to lock in price and a consistent lot.",
      'For HoReCa kitchens, peas go into pulao and biryani, soups, mixed vegetables and side dishes, and standard sieve sizes are perfectly adequate for most of these uses. Restaurants that serve peas as a visible side dish may prefer fine grades. Typical packs are 1 kg and 2.5 kg bags for kitchens and 10 kg or 20 kg cartons for processors. Peas should be cooked from frozen, ideally by brief steaming or adding them late to a dish, to preserve colour and sweetness.',
      'When Kinglife sources peas for a customer, we ask the packer for sieve size, tenderometer range and defect tolerances in writing before confirming a contract, and we check them again on the lot certificate. It is a simple discipline that any buyer can adopt, and it removes most surprises at the receiving dock.',
    ],
    publishedAt: '2024-07-30',
    image: {
      src: '/artwork/blog/5.svg',
      alt: 'Flat botanical vector illustration of open pea pods and loose green peas falling through a grading sieve',
    },
  },
  {
    id: 6,
    categorySlug: 'frozen-fruits-vegetables',
    title: 'Frozen Berries for Beverages and Bakery: Safety and Spec Sheets',
    teaser:
      'Berries are high value and often served uncooked, which raises the bar for food safety. What a sound specification for frozen berries covers.',
    body: [
      'Frozen strawberries, raspberries, blueberries, blackberries and mixed berries are core ingredients for juice bars, coffee chains, bakeries and dairy producers. They are also among the more demanding frozen products to buy well, because they are delicate, expensive and frequently eaten without cooking.',
      '## Grades and formats',
      'Whole IQF berries, usually called grade A, are uniform, intact and free-flowing. They suit toppings, decoration, fruit salads and any use where the berry must look like a berry. Grade B or crumble product consists of broken pieces and smaller fruit, and it costs considerably less. For smoothies, sauces, jams and fillings, where the fruit is blended or cooked anyway, crumble is the sensible choice. Strawberries are also sold sliced or diced, and whole strawberries are graded by calibre, for example 15–25 mm or 25–35 mm. Raspberries are fragile, so a whole raspberry specification should state the maximum percentage of broken fruit allowed.',
      '## Food safety comes first',
      'Berries are hand-picked, washed gently if at all, and not heat-treated before freezing. Frozen berries have been linked to outbreaks of hepatitis A and norovirus in several countries, and some European food safety authorities advise heating imported frozen berries for at least one minute at boiling point before serving them uncooked to vulnerable groups, for example in hospitals and care homes. For a smoothie bar that is not practical, so the burden shifts to supplier selection: farms with good agricultural practices, hygiene controls for pickers, potable water for washing, and testing. Standard microbiological criteria include E. coli, Salmonella and Listeria monocytogenes; virus testing by PCR for hepatitis A and norovirus can be requested for higher-risk uses. Metal detection and checks for stems, leaves and other foreign material should be routine.',
      '## What a good spec sheet contains',
      "A useful specification for frozen berries states the species and, where relevant, the variety, the country of origin, the grade and calibre, and the Brix range. It sets defect tolerances by weight for unripe, overripe, damaged and broken fruit and for clusters, with zero tolerance for mouldy or rotten fruit. It covers extraneous vegetable matter, microbiological limits, pesticide residues against your market's maximum residue limits, an allergen statement, the pack format (commonly 10 kg cartons with a food-grade polyethylene liner) and the shelf life, typically up to 24 months at −18 °C.",
      'Think about how the berries will be handled after delivery. Bakeries that fold berries into batter should keep them frozen until the last moment to limit colour bleeding. Beverage operators can portion IQF berries directly into blenders. Raspberries and blackberries lose a lot of juice when thawed, so drain and weigh them if a recipe depends on fruit solids rather than liquid.',
    ],
    publishedAt: '2024-09-17',
    image: {
      src: '/artwork/blog/6.svg',
      alt: 'Flat botanical vector illustration of frosted strawberries, raspberries and blueberries beside a smoothie glass and a muffin',
    },
  },

  // ---------------------------------------------------------------------------
  // Perfumes (7-10)
  // ---------------------------------------------------------------------------
  {
    id: 7,
    categorySlug: 'perfumes',
    title: 'EDP, EDT or Attar? Perfume Concentrations Explained for Buyers',
    teaser:
      "Concentration shapes a perfume's longevity, price point and the way it is shipped. A plain guide to parfum, EDP, EDT, cologne and attar.",
    body: [
      "The labels on a perfume bottle describe concentration: how much perfume oil, also called the fragrance concentrate, is dissolved in the finished product. In alcohol-based perfumes the balance is perfumer's alcohol, a denatured ethanol, with a little water. There is no legal definition of the terms, and houses vary, but the trade works within broadly accepted ranges.",
      'Parfum or extrait de parfum typically contains 20–30% perfume oil. Eau de parfum (EDP) usually sits at 15–20%, eau de toilette (EDT) at 5–15%, most often around 8–12%, and eau de cologne at 2–4%. Body mists and splashes go lower still, at around 1–3%.',
      '## What concentration changes',
      'Higher concentration generally means longer wear and stronger projection, but it is not simply a stronger version of the same scent. Alcohol evaporates quickly and carries the volatile top notes with it, so an EDT tends to open brighter and fresher, while an EDP feels rounder and lets the heart and base notes dominate sooner. Perfumers often adjust the formula between the two, lifting citrus and aromatic notes in the EDT and adding weight in the EDP. Cost follows concentration, because the perfume oil is by far the most expensive component. For a private label range, the concentration decision therefore sets the cost per millilitre and the shelf price.',
      'Market preference matters as well. Consumers in the Gulf tend to favour rich EDPs and extraits built around oud, rose, amber and musk, worn generously and expected to last through a long day. Many European and Asian markets lean towards fresher EDTs for daily use.',
      '## Attars and oil perfumes',
      'An attar is an alcohol-free perfume oil. Traditional attars from Kannauj in India are made by distilling flowers such as rose, jasmine or kewda, or even baked clay for the earthy note called mitti, directly into sandalwood oil using copper stills. Modern oil perfumes usually dilute a fragrance concentrate in a neutral carrier such as dipropylene glycol or a light cosmetic ester. Attars are applied in tiny amounts from roll-ons or with a glass dipstick, sit close to the skin and last many hours. They are sold in small bottles of 3, 6 or 12 ml, and traditionally by the tola, about 11.7 g. Their popularity in the Gulf and South Asia owes much to consumers who prefer alcohol-free products.',
      'Concentration also affects logistics. Alcohol-based perfumes are classed as dangerous goods for transport, normally under UN 1266 as perfumery products in class 3 (flammable liquids), which brings packing, labelling and air-freight limits. Oil-based attars often have a higher flash point and may fall outside class 3, but this depends on the carrier oil, so always check the safety data sheet before booking freight.',
    ],
    publishedAt: '2024-11-05',
    image: {
      src: '/artwork/blog/7.svg',
      alt: 'Flat botanical vector illustration of three perfume bottles of different sizes and a small attar vial among jasmine and rose blossoms',
    },
  },
  {
    id: 8,
    categorySlug: 'perfumes',
    title: 'Oud in Modern Perfumery: Natural Agarwood, Accords and Sourcing',
    teaser:
      'Oud is the signature note of Gulf perfumery and one of the costliest materials in the trade. How natural oud, cultivated oud and oud accords compare.',
    body: [
      'Oud, also called agarwood, is the dark, resin-saturated heartwood that forms when trees of the genera Aquilaria and Gyrinops are wounded and infected. The tree responds by producing an aromatic resin, and wood that has taken on this resin over many years is what perfumers and incense makers prize. In the wild only a small share of trees develop it, which, together with decades of heavy harvesting, explains the price and the scarcity. In the Gulf, oud reaches consumers both as perfume and as bakhoor, incense blends of wood chips or compressed powder soaked in perfume oils and burned over charcoal, and many brands match the two so that the home and the wearer carry the same signature.',
      'Oud oil, known in the Gulf as dehn al oud, is obtained by soaking resinous wood and then hydro-distilling it, often over several days. Yields are very low, which is why high-grade oils are sold by the tola at prices that rival precious metals. The character depends heavily on origin: Indian oils from Assam are known for deep, animalic and leathery notes, Cambodian oils for sweet and fruity tones, and Malaysian and Indonesian oils for drier, woodier profiles.',
      '## Cultivated oud and CITES',
      'Most oud on the market today comes from plantations in Southeast and South Asia, where trees are deliberately inoculated to trigger resin formation. All Aquilaria and Gyrinops species are listed in Appendix II of CITES, the Convention on International Trade in Endangered Species. Cross-border trade in agarwood chips, wood and bulk oil therefore needs CITES export documentation, whereas finished products packaged and ready for retail sale are exempt. Buyers of raw material should ask for the permit before shipment, not after.',
      '## Oud accords',
      "The great majority of commercial oud perfumes are built around an oud accord rather than pure natural oil. Perfumers combine woody, leathery, smoky and animalic materials, such as cypriol, guaiacwood, birch tar notes, saffron-like molecules and woody ambers, to evoke agarwood. Some formulas add a small amount of natural oud for authenticity. Accords are consistent from batch to batch, far more affordable, easier to keep within IFRA limits and free of CITES requirements. For a mass-market or mid-priced range they are the practical choice. Natural oud earns its place in prestige lines, attars and collectors' products.",
      '## Practical buying tips',
      'Adulteration of natural oud oil is common, and analysis has limits: a GC-MS profile can expose crude dilution but cannot always prove origin or grade. Buy from suppliers who will state the origin, the wood grade and the distillation method, and who supply a retained sample from the same batch. Keep a reference standard of every lot you approve and compare each delivery against it on a smelling strip over several hours. Store oud oil in well-closed glass, away from light and heat. Many good oils soften and improve with age.',
    ],
    publishedAt: '2024-12-18',
    image: {
      src: '/artwork/blog/8.svg',
      alt: 'Flat botanical vector illustration of dark agarwood chips, an Aquilaria branch and a small oud oil bottle with a curl of incense smoke',
    },
  },
  {
    id: 9,
    categorySlug: 'perfumes',
    title: 'Private Label Perfume Development: From Brief to First Production',
    teaser:
      'Launching your own fragrance line takes months, not weeks. The stages of a private label perfume project and where delays usually happen.',
    body: [
      'Private label perfume appeals to retailers, hotel groups, salons and lifestyle brands because it offers a product with their own name and margin. The route from idea to shelf follows a well-established sequence. Understanding it helps you plan a realistic launch date, typically three to five months for a first range.',
      'A good brief describes the target customer, the markets and channels, the intended retail price, the concentration (EDP, EDT or oil), the bottle size, and two or three reference scents that capture the direction. It should also state the olfactive families you want, for example fresh citrus, white floral, oud and amber, and anything to avoid. The more precise the brief, the fewer rounds of modifications you will need.',
      'The fragrance house or perfumer then submits candidate oils. Evaluate them on smelling strips and on skin over a full day, because top notes fade within minutes and the base defines the character after a few hours. Expect two or three rounds of modifications. Before approving a formula, confirm that it meets the current IFRA standard for fine fragrance and ask for the list of declarable allergens at your intended concentration, since this affects the label.',
      '## Packaging and production',
      'Packaging often takes longer than the fragrance itself. Glass bottles, pumps, caps and printed boxes each have their own minimum order quantities and lead times, and stock bottles are far quicker than custom moulds. Check that the pump matches the bottle neck, for instance a 15 mm crimp neck, and that the cap fits over the pump. Test the actual fragrance in the actual pack for leaks, discolouration and swelling of seals.',
      "Once the formula is approved, the concentrate is blended with perfumer's alcohol and left to macerate, usually for two to four weeks, so the composition can settle. The batch is then chilled and filtered to remove waxes and other insoluble material that would otherwise cause haze in the bottle. Quality control compares each batch against an approved standard for odour, colour, clarity, density and alcohol content. A stability programme, commonly with samples held at 40 °C, at room temperature, in daylight and under cold cycling for eight to twelve weeks, shows whether colour or scent will change on the shelf.",
      '## Ownership and paperwork',
      "Clarify ownership early. Fragrance houses normally keep the formula confidential while you own the brand and packaging designs, so agree on exclusivity for your market and on continued supply. Also budget for regulatory work: product registration where required (in Dubai, cosmetics are registered through the municipality's Montaji system), a safety assessment and a responsible person for the EU, and safety data sheets for dangerous goods shipping. Kinglife supports private label clients by coordinating oil selection, filling, batch testing and documentation, and by shipping finished goods from Jebel Ali. Whichever partner you choose, ask to see the full timeline, including packaging lead times, before you announce a launch date.",
    ],
    publishedAt: '2025-02-04',
    image: {
      src: '/artwork/blog/9.svg',
      alt: "Flat botanical vector illustration of a perfumer's bench with smelling strips, sample vials, an unlabelled bottle and orange blossom",
    },
  },
  {
    id: 10,
    categorySlug: 'perfumes',
    title: 'IFRA Compliance and Allergen Labelling: What Perfume Brands Need',
    teaser:
      'IFRA standards and the expanded EU allergen list affect every perfume formula and label. A practical checklist for brand owners.',
    body: [
      'Every perfume placed on the market today sits inside two overlapping frameworks: the IFRA Standards, which govern which materials may be used and at what levels, and cosmetics labelling law, which decides which fragrance ingredients must be named on the pack. Brand owners do not need to be toxicologists, but they do need to ask for the right documents and read them correctly.',
      '## How IFRA Standards work',
      "The International Fragrance Association is the industry's self-regulatory body. Its standards prohibit some materials, restrict others to maximum levels, and set purity criteria for some. They are updated through numbered amendments, the most recent major one being the 51st, published in 2023. Limits depend on the product type, grouped into twelve categories. Hydroalcoholic fine fragrance falls into category 4, while leave-on products applied to large areas of skin, such as body lotion, sit in stricter categories. The same fragrance oil can therefore be compliant at 20% in an EDP but over the limit in a body cream. Restrictions apply to natural materials as well as synthetics. Oakmoss extracts are limited because of the allergens atranol and chloroatranol, citrus oils such as bergamot are restricted by their content of phototoxic furocoumarins, and methyl eugenol, found in rose and clove, is limited too. Natural does not mean exempt.",
      'The key document is the IFRA certificate of conformity issued by the fragrance supplier for each oil. It names the amendment it refers to and gives the maximum use level of that oil in each category. Check that your finished concentration is below the category 4 limit, and ask for an updated certificate whenever a new amendment comes into force.',
      '## Allergen labelling',
      'Under the EU Cosmetics Regulation, fragrance allergens must be listed individually in the ingredients when they exceed 0.001% in leave-on products or 0.01% in rinse-off products. For years the list covered 24 substances. Regulation (EU) 2023/1545 extends it to more than 80, with new products placed on the market from 31 July 2026 required to comply and existing products given until 31 July 2028. The arithmetic is simple. If linalool makes up 5% of a fragrance oil used at 18% in an EDP, the finished product contains 0.9% linalool, nine hundred times the leave-on threshold, so it must appear on the label.',
      '## A practical compliance checklist',
      'For every oil, request the current IFRA certificate, an allergen declaration covering the expanded EU list, and a safety data sheet. Calculate allergen levels at your finished concentration and update the ingredient list before artwork is finalised. Keep these documents in the product information file together with the safety assessment. For Gulf markets, follow the GSO cosmetics and labelling standards, including Arabic labelling, and complete local product registration. Check these documents again whenever your supplier changes a formula, even slightly.',
    ],
    publishedAt: '2025-03-25',
    image: {
      src: '/artwork/blog/10.svg',
      alt: 'Flat botanical vector illustration of a perfume bottle beside a magnified ingredient label, a checklist and sprigs of lavender and bergamot',
    },
  },

  // ---------------------------------------------------------------------------
  // Wellness Capsules (11-14)
  // ---------------------------------------------------------------------------
  {
    id: 11,
    categorySlug: 'wellness-capsules',
    title: 'HPMC or Gelatin Capsules? Choosing the Right Shell',
    teaser:
      'The capsule shell affects dietary acceptance, stability and cost. How HPMC and gelatin capsules compare for herbal supplements.',
    body: [
      'Hard two-piece capsules remain the most popular format for herbal supplements because they need no compression, mask taste and can hold a wide range of powders. The first decision in any capsule project is the shell material, and for most brands the choice is between gelatin and hydroxypropyl methylcellulose (HPMC).',
      'Gelatin shells are made from collagen of bovine, porcine or fish origin. They are economical, fill fast on high-speed machines and dissolve quickly in the stomach. Their moisture content is typically 13–16%, and that water is what keeps them flexible. Stored too dry they turn brittle and crack; stored too humid they soften and stick. Gelatin can also cross-link when it meets aldehydes or certain reactive fills, which slows dissolution over time. For halal markets the gelatin must come from a halal-certified bovine or fish source, and porcine gelatin rules out many buyers in the Gulf, South and Southeast Asia.',
      '## Where HPMC differs',
      'HPMC shells are made from cellulose derived from wood pulp. They are suitable for vegetarian and vegan products and are widely accepted as halal and kosher. Their moisture content is much lower, typically around 3–7%, and they stay flexible even at low humidity. That makes them a better partner for hygroscopic fills such as many herbal extracts, which can draw water out of a gelatin shell and make it brittle. HPMC does not cross-link with aldehydes. On the other hand, HPMC capsules cost more than gelatin, and some grades dissolve slightly more slowly, which capsule manufacturers address with gelling aids such as gellan gum.',
      'In practice, HPMC has become the default for botanical supplements sold as vegetarian or vegan and for brands exporting to mixed markets, while gelatin remains common for cost-sensitive lines in markets where it is accepted. For oily or semi-solid fills, discuss band-sealing or liquid-fill capsules with the manufacturer.',
      '## Size and fill weight',
      'Capsule size sets how much powder fits. Approximate volumes are 0.91 ml for size 00, 0.68 ml for size 0, 0.50 ml for size 1 and 0.37 ml for size 2. Fill weight equals volume multiplied by the tapped density of the powder. A turmeric or moringa powder with a density of about 0.55 g/ml fills a size 0 capsule to roughly 370 mg, so a 500 mg label claim needs a size 00 shell, a denser granulated powder or two capsules per serving. Establish density on the actual lot before you print any labels.',
      'Finally, consider colour and opacity. Titanium dioxide is no longer permitted as a food additive in the EU, so capsule suppliers now offer opaque shells made with alternatives such as calcium carbonate. Store empty and filled capsules at about 15–25 °C and 35–65% relative humidity, whichever shell you choose.',
    ],
    publishedAt: '2025-05-13',
    image: {
      src: '/artwork/blog/11.svg',
      alt: 'Flat botanical vector illustration of clear plant-based and amber gelatin capsules side by side with cellulose fibres and a leaf',
    },
  },
  {
    id: 12,
    categorySlug: 'wellness-capsules',
    title: 'Ashwagandha, Moringa and Turmeric Capsules: Specifying the Fill',
    teaser:
      'Powder or extract, standardised or not: what to put on the specification for three of the best-selling botanical capsules.',
    body: [
      'Ashwagandha, moringa and turmeric account for a large share of botanical capsule sales worldwide. Each can be supplied as a simple powder of the dried plant part or as a concentrated extract, and the difference affects dose, capsule count, cost and what you can legitimately state on the label.',
      '## Three botanicals, three sets of checks',
      'Ashwagandha comes from the root of Withania somnifera. Root powder is inexpensive but low in active constituents, so most branded products use an extract standardised to withanolides, commonly at 1.5%, 2.5% or 5%. Ask which test method the figure refers to: HPLC measures specific withanolides, while older gravimetric methods give higher numbers for the same material, so two certificates quoting the same percentage may not be comparable. Insist on root-only material if that is your label claim, since some extracts include leaf. Check your target market before launch: regulators in a few countries, Denmark among them, have restricted ashwagandha in food supplements.',
      'Moringa capsules are usually filled with dried leaf powder of Moringa oleifera, valued for its protein, calcium, iron and vitamin content. Leaf powders can carry a high microbial load from field and drying, so the specification should set limits for total plate count, yeasts and moulds, E. coli and Salmonella (absent in 25 g). If the supplier reduces microbial load, ask how: steam treatment is widely accepted, while irradiation must be declared in some markets and is not accepted in others.',
      'Turmeric rhizome powder contains roughly 2–5% curcuminoids, while extracts are typically standardised to 95% curcuminoids. Curcumin is poorly absorbed on its own, which is why many formulas add black pepper extract standardised to piperine, or use one of the specialised delivery forms. Turmeric is also a known target for adulteration, including historical cases of lead chromate added to brighten colour and the use of synthetic dyes, so identity and lead testing are essential, not optional. As a spice, turmeric must also meet aflatoxin limits in markets such as the EU.',
      '## The common specification items',
      'For all three botanicals, a sound specification includes botanical name and plant part, identity by HPTLC or another validated method, assay by HPLC where a standardisation is claimed, loss on drying, particle size (for example 80 or 100 mesh, which also affects fill weight), heavy metals with separate limits for lead, cadmium, arsenic and mercury, pesticide residues, microbiology and, where relevant, aflatoxins. Ask specifically about ethylene oxide, which is not permitted in the EU and triggered large recalls of ingredients from 2020 onwards.',
      'Every lot we ship at Kinglife travels with a certificate of analysis covering these parameters, and we are happy to share the laboratory methods behind each figure. Whoever you buy from, compare certificates line by line against your specification before a lot reaches the encapsulation line, because a problem found after filling costs capsules, bottles and labels as well as powder.',
    ],
    publishedAt: '2025-06-26',
    image: {
      src: '/artwork/blog/12.svg',
      alt: 'Flat botanical vector illustration of ashwagandha roots, moringa leaves and turmeric rhizomes arranged around a jar of capsules',
    },
  },
  {
    id: 13,
    categorySlug: 'wellness-capsules',
    title: 'Label Claims for Herbal Capsules: Staying Within the Rules',
    teaser:
      'The wording on a supplement label decides whether it is sold as a food or treated as an unlicensed medicine. How to write claims that travel.',
    body: [
      'Herbal capsules are regulated as food supplements or dietary supplements in most markets, not as medicines. That status depends largely on what the label says. A claim to treat, cure or prevent a disease turns a supplement into a medicinal product in the eyes of most regulators, with consequences ranging from relabelling orders to seizure at the border.',
      'In the European Union, health claims on foods are governed by Regulation (EC) No 1924/2006, and only claims on the authorised list may be used. Claims for botanicals have been on hold for many years, pending a decision at EU level, and national authorities take different positions on their use in the meantime. Claims for vitamins and minerals are better defined: if a capsule supplies a significant amount of iron, for example, authorised wording about iron can be used.',
      'In the United States, supplements may carry structure/function statements, such as “supports healthy joint function”, provided they are truthful and substantiated, accompanied by the standard FDA disclaimer, and notified to the FDA within 30 days of marketing. Disease claims are not allowed. In the Gulf, supplements are reviewed and registered before sale, the label is assessed as part of that process, and GSO labelling rules require the label to be in Arabic or in Arabic and English.',
      '## Wording that works and wording that does not',
      'Factual statements of content are the safest ground: “500 mg ashwagandha root extract per capsule, standardised to 5% withanolides” tells the buyer exactly what is inside. Structure/function language such as “supports relaxation” may be acceptable in some markets but not in others. Wording such as “treats anxiety”, “lowers blood sugar” or “prevents infection” is a disease claim almost everywhere. Beware of implied claims too: images of organs, references to named illnesses, or testimonials describing recovery from a condition can be read as disease claims even if the text itself is careful.',
      '## Mandatory information',
      'Beyond claims, labels must carry the product name and category, an ingredient list in descending order by weight including the capsule shell, the amount of each active per recommended daily dose, the recommended dose with a warning not to exceed it, the net quantity as the number of capsules, the batch number, the best-before date, storage conditions and the name and address of the responsible business. EU labels must also state that food supplements should not be used as a substitute for a varied diet and that the product should be kept out of reach of young children. Appropriate warnings for pregnancy, breastfeeding and medication use are expected for many botanicals.',
      'Keep a claims file for each product with the exact wording, the market it is used in and the evidence or regulation behind it. Make sure the quantities on the label match what the certificate of analysis supports across the whole shelf life, with any overage justified by stability data. A claim that cannot be backed by paperwork is the first thing an inspector will question.',
    ],
    publishedAt: '2025-08-12',
    image: {
      src: '/artwork/blog/13.svg',
      alt: 'Flat botanical vector illustration of a supplement bottle with a blank label, a magnifying glass and sprigs of herbs',
    },
  },
  {
    id: 14,
    categorySlug: 'wellness-capsules',
    title: 'Stability Testing and Packaging for Private Label Capsules',
    teaser:
      'A shelf-life claim must hold in a hot warehouse, not just in a laboratory. How to plan stability, packaging and a private label capsule launch.',
    body: [
      'A best-before date on a supplement is a promise that every claim on the label remains true until that date under the stated storage conditions. For capsules sold in hot and humid regions, keeping that promise depends on two things: a realistic stability programme and packaging that protects the product.',
      'Most supplement stability programmes borrow their framework from the ICH guidelines used for medicines. Long-term testing is carried out at 25 °C and 60% relative humidity for temperate markets, and at 30 °C with 65% or 75% relative humidity for the hot climatic zone that includes the Gulf, much of Africa and South and Southeast Asia. Accelerated testing at 40 °C and 75% relative humidity for six months gives an early indication of weaknesses. Samples are pulled at set intervals, for example at 0, 3, 6, 9, 12, 18 and 24 months, and tested for appearance, assay of the standardised marker, moisture, disintegration and microbiology.',
      'Botanicals differ in how they age. Curcuminoids are sensitive to light, moisture-hungry extracts can soften or clump inside the capsule, and shells themselves change: gelatin becomes brittle when dried out by a hygroscopic fill, while HPMC is more tolerant. Where a marker falls during testing, a modest overage at manufacture can keep the product within its label claim, but it must be justified by data, not guesswork.',
      '## Packaging that protects',
      'High-density polyethylene bottles with an induction-sealed liner and a silica gel desiccant are the workhorse pack for capsules. Amber glass adds light protection for sensitive actives. Aluminium-aluminium blisters give the best moisture barrier and a premium look, while PVC or PVDC blisters offer intermediate protection at a lower cost. Leave sensible headspace, avoid cotton wads that can carry moisture, and keep finished goods in a cool, dry warehouse. A container standing on a quay in summer can exceed 50 °C inside, so consider shipping timing and routing as part of shelf-life planning.',
      '## Running a private label programme',
      'A private label capsule project usually moves through formula selection, either a stock formula or a custom blend, then shell type and colour, packaging, artwork with a regulatory review, a pilot batch, stability testing and full production. Stock formulas have lower minimum order quantities and launch faster. Custom formulas require more development time and normally larger first orders. A realistic lead time from approved artwork to finished goods is eight to twelve weeks, longer if packaging is custom.',
      'Ask your manufacturer for a full document set per batch: specification, certificate of analysis, stability summary supporting the shelf life, and certificates such as halal or free sale where your market requires them. Kinglife manages private label capsule orders end to end, from sourcing the botanical and testing each lot to packing and shipping from Jebel Ali, so a single team answers for the product. Whoever you work with, agree on the stability plan before the first batch is made, not after the first complaint arrives.',
    ],
    publishedAt: '2025-09-30',
    image: {
      src: '/artwork/blog/14.svg',
      alt: 'Flat botanical vector illustration of capsule bottles and blister packs inside a stability chamber with a thermometer and humidity gauge',
    },
  },

  // ---------------------------------------------------------------------------
  // Cattle Feeds (15-19)
  // ---------------------------------------------------------------------------
  {
    id: 15,
    categorySlug: 'cattle-feeds',
    title: "Protein Meals for Dairy and Beef Rations: A Buyer's Comparison",
    teaser:
      'Soybean, cottonseed, rapeseed, sunflower and groundnut meals differ in protein, degradability and risk. How to compare them on value.',
    body: [
      'Protein is usually the most expensive part of a cattle ration, and oilseed meals, the residue left after oil extraction, supply most of it. Choosing between them is not just a matter of crude protein percentage. Degradability in the rumen, amino acid balance, fibre, residual oil and contamination risk all affect what you actually get for your money.',
      "Soybean meal is the benchmark, with 44–48% crude protein depending on whether it is dehulled, good palatability and a favourable amino acid profile, particularly lysine. Cottonseed meal offers around 38–42% protein at a lower price, but contains gossypol, which limits its use for young calves and breeding bulls. Rapeseed or canola meal provides about 34–38% protein from low-glucosinolate varieties and is widely used in dairy rations. Sunflower meal ranges from about 28% to 38% protein depending on how much hull was removed, with more fibre. Groundnut meal is protein-rich, often 45% or more, but carries the highest aflatoxin risk of the group, so it must be bought with testing. Distillers' dried grains with solubles, at 26–32% protein, add energy from residual fat and fibre.",
      '## Rumen degradable and undegradable protein',
      'In ruminants, a large part of dietary protein is broken down by rumen microbes and rebuilt as microbial protein. High-yielding dairy cows need more protein than the microbes can supply, so part of the ration should be rumen-undegradable protein that passes to the small intestine intact. Expeller-pressed and heat-treated meals generally have more undegradable protein than solvent-extracted meals, which is one reason why processing method matters as much as the raw material.',
      '## Comparing on value',
      'Calculate the cost per kilogram of crude protein, not per tonne of meal, and then adjust for degradability and energy. Expeller meals carry 6–10% residual oil, which adds energy but can turn rancid in hot storage, while solvent-extracted meals usually contain 1–2%. A cheaper meal with high fibre may dilute the energy density of the ration and reduce intake, so the apparent saving can disappear in milk yield.',
      '## Quality specifications',
      "A useful specification sets minimum crude protein, maximum moisture (typically 12%), maximum crude fibre, and a limit for acid-insoluble ash, which reveals sand or soil. For soybean meal, urease activity indicates whether the meal was adequately heat-treated. All meals should have limits for aflatoxin B1, absence of Salmonella, and a statement that they are free from melamine and other non-protein nitrogen adulterants. Agree the form, mash or pellets, and the packing, commonly 50 kg polypropylene bags or bulk in lined containers. At Kinglife we test protein meals for protein, moisture and aflatoxin before shipment and send the certificate of analysis with the documents. Whatever your source, repeat at least the protein and aflatoxin tests on arrival for the first few lots, so you build your own picture of each supplier's consistency.",
    ],
    publishedAt: '2025-11-18',
    image: {
      src: '/artwork/blog/15.svg',
      alt: 'Flat botanical vector illustration of soybean, cottonseed, sunflower and groundnut plants above bowls of their protein meals',
    },
  },
  {
    id: 16,
    categorySlug: 'cattle-feeds',
    title: 'Mineral Mixtures for Cattle: What the Label Should Tell You',
    teaser:
      'Mineral mixtures are small in the ration but large in their effect on fertility, health and milk. How to read a label and judge quality.',
    body: [
      'A cow eats only 50 to 100 grams of mineral mixture a day, yet deficiencies or imbalances show up in some of the most costly problems on a farm: poor fertility, retained placentas, milk fever, weak hooves and reduced immunity. Forages and concentrates rarely supply every mineral in the right amount, especially where soils are poor or rations rely heavily on a few ingredients.',
      'Macro minerals are needed in grams per day: calcium, phosphorus, magnesium, sodium, chloride, potassium and sulphur. Trace minerals are needed in milligrams: zinc, copper, manganese, cobalt, iodine, selenium and iron. A typical dairy mineral mixture is built around calcium and phosphorus, often with 18–24% calcium and 9–12% phosphorus, kept in a calcium to phosphorus ratio of roughly 1.5:1 to 2:1. Magnesium is critical in early lactation and on lush pasture, where low intake can cause grass tetany.',
      '## Reading the label',
      'A good label states the guaranteed content of each mineral per kilogram, the chemical sources used and the recommended feeding rate per head per day. Sources matter as much as amounts. Copper sulphate is well absorbed, whereas copper oxide is poorly available. Zinc, manganese and copper are also offered as organic chelates, which cost more but are better absorbed and less affected by antagonists in the diet. Selenium comes as sodium selenite or as selenium yeast, iodine usually as calcium iodate. Phosphorus should come from feed-grade defluorinated sources; rock phosphate can carry enough fluorine to damage teeth and bones over time.',
      'Interactions are easy to overlook. High levels of molybdenum, sulphur or iron in feed or drinking water can lock up copper, so a herd on high-sulphate water may show copper deficiency even when the mineral mixture looks adequate on paper. Testing water and forage is the only reliable way to know what to correct.',
      '## Safety and regulatory limits',
      'More is not better. Selenium has a narrow margin between requirement and toxicity, and the EU caps total selenium in complete feed at 0.5 mg/kg. Copper is limited in the EU to 30 mg/kg of complete feed for cattle after the start of rumination. Never feed a cattle mineral mixture to sheep: they are far more sensitive to copper, and levels that are normal for cows can poison them. Mineral sources can also carry lead, cadmium, arsenic and fluorine, and for feed destined for the EU, dioxin testing of some mineral ingredients is required.',
      'Mineral mixtures are hygroscopic and cake in humid storage, which makes dosing uneven. Choose packaging with a moisture barrier, such as laminated or lined bags of 1, 5 or 25 kg, store them off the floor, and reseal opened bags. Ask the supplier for a batch certificate confirming the declared mineral content and heavy metal results, and keep feeding rates consistent so that every animal actually receives what the label promises.',
    ],
    publishedAt: '2026-01-13',
    image: {
      src: '/artwork/blog/16.svg',
      alt: 'Flat botanical vector illustration of a dairy cow beside a salt lick block, mineral crystals and a bag of mineral mixture',
    },
  },
  {
    id: 17,
    categorySlug: 'cattle-feeds',
    title: 'Moringa Leaf Meal as a Cattle Feed Supplement',
    teaser:
      'Moringa is drought-tolerant and protein-rich, but it is a supplement, not a miracle feed. How to use moringa leaf meal sensibly in cattle rations.',
    body: [
      'Moringa oleifera grows fast, tolerates heat and drought, and can be cut several times a year once established. Its leaves are rich in protein, calcium, iron and carotenoids, which has made moringa an attractive protein source for livestock in hot regions where imported soybean meal is expensive. Used properly, it can reduce the cost of a ration. Oversold, it disappoints.',
      'Dried moringa leaf meal typically contains 20–28% crude protein on a dry matter basis, with a reasonable amino acid balance and relatively low fibre. The stems are much poorer, so a product that includes a lot of stem, or whole branches, can fall well below that range. Moringa contains modest amounts of tannins, saponins and phytate. At the inclusion levels normally used in cattle rations these are not a concern, and moderate tannin levels may even increase the proportion of protein that escapes rumen degradation.',
      '## How moringa is used',
      'Farmers use moringa in three forms: fresh forage cut from intensive plantations, dried leaf meal, and pellets made from leaf meal. In concentrate rations, moringa leaf meal is most often used to replace part of the conventional protein meal, such as cottonseed or soybean meal, rather than as a sole protein source. Published feeding trials generally report that partial replacement maintains milk yield and growth at a lower feed cost, while results from full replacement are more variable. Introduce it gradually over one to two weeks so that rumen microbes and intake adjust, and keep the ration balanced for energy, because moringa adds protein far more than it adds energy.',
      '## Quality points for buyers',
      'Drying method largely determines quality. Leaves dried in shade or in low-temperature dryers, generally below about 50–60 °C, keep more of their vitamins and colour than leaves dried in full sun or at high temperature. Specify a maximum moisture of around 10% to prevent mould growth in storage, a minimum crude protein, a maximum crude fibre that effectively limits the stem content, and a limit for acid-insoluble ash, which shows soil contamination from drying on the ground. Aflatoxin and microbiological limits should apply as for any feed ingredient, and a pesticide residue report is prudent when leaves come from mixed farming areas.',
      'Compare moringa with other protein sources on cost per kilogram of crude protein delivered, including freight. Leaf meal is bulky, so pellets are more economical to ship and easier to mix into concentrates. For farms in hot, water-limited areas that can grow moringa themselves, fresh forage from irrigated plots can also be worthwhile, although yields depend heavily on irrigation and fertilisation.',
      'Above all, judge moringa by the ration it goes into. A herd already short of energy or minerals will not respond to extra protein, whatever its source. Moringa works best as one well-specified ingredient within a ration formulated by a nutritionist.',
    ],
    publishedAt: '2026-03-03',
    image: {
      src: '/artwork/blog/17.svg',
      alt: 'Flat botanical vector illustration of a moringa branch with small leaves and seed pods beside a sack of green leaf meal pellets',
    },
  },
  {
    id: 18,
    categorySlug: 'cattle-feeds',
    title: 'Silage and TMR: Getting Consistent Rations in Hot Climates',
    teaser:
      'Good silage and a well-mixed TMR keep every bite the same. Practical targets for dry matter, particle size and feed-out in hot weather.',
    body: [
      'Silage and the total mixed ration (TMR) are the backbone of modern dairy and beef feeding. Silage preserves forage so that cattle receive consistent feed all year, and a TMR combines forages, concentrates, minerals and additives so that each mouthful carries the same nutrients. In hot climates both need particular care, because heat speeds up spoilage at every step.',
      '## What good silage looks like',
      'Silage is forage preserved by fermentation. Once air is excluded, lactic acid bacteria convert sugars into acids and the pH falls until the material is stable. For maize silage, the usual targets are 30–35% dry matter at harvest, a final pH of about 3.7–4.2, and a theoretical chop length of roughly 10–20 mm with the kernels processed so they are cracked. The crop should be packed tightly and sealed quickly; air left in the clamp feeds yeasts and moulds, which waste energy and can produce mycotoxins. Inoculants can improve fermentation and, for some types, aerobic stability at feed-out.',
      'Many farms in the Gulf buy silage rather than grow it, usually as wrapped bales. Check the film for holes and tears on arrival, because any puncture lets in air and leads to mould. Good silage smells pleasantly acidic, not of vinegar, butyric acid or ammonia, and it should not feel warm inside. Open bales should be used within a day or two in hot weather.',
      '## Mixing a consistent TMR',
      "A TMR is only as good as its mixing. Follow the mixer manufacturer's loading order, which typically starts with long or dry forages and ends with silage and liquids, and mix for a few minutes after the last ingredient. Over-mixing grinds forage too finely and can cause digestive upsets. The Penn State Particle Separator is a simple tool for checking the result: for a lactating dairy TMR, common guidelines are about 2–8% on the top sieve (19 mm), 30–50% on the middle sieve (8 mm), 10–20% on the lower sieve (4 mm) and 30–40% in the pan. Check regularly, and compare the mixed ration at the start and the end of the feed bunk.",
      'Test silage dry matter at least weekly and adjust the as-fed quantities, because a change of a few percentage points in moisture alters how much dry matter the cows actually eat. In hot weather, feed twice a day, with the larger share in the evening or early morning, remove refusals daily, and aim for refusals of around 3–5%. Take off enough silage from the clamp face each day to stay ahead of aerobic spoilage, commonly at least 15–30 cm depending on temperature, and keep the face clean and vertical.',
      'Kinglife supplies silage bales, protein meals and mineral mixtures to farms and feed mills, and we share the analysis of each lot so nutritionists can balance rations accurately. Whatever your sources, a weekly dry matter test and a monthly particle size check are two of the cheapest habits a feeding team can adopt.',
    ],
    publishedAt: '2026-06-09',
    image: {
      src: '/artwork/blog/18.svg',
      alt: 'Flat botanical vector illustration of wrapped silage bales, maize stalks and a feed mixer wagon beside a feed bunk',
    },
  },
  {
    id: 19,
    categorySlug: 'cattle-feeds',
    title: 'Aflatoxin Limits and Export Documents for Feed Shipments',
    teaser:
      'A feed cargo can be rejected for a few micrograms of aflatoxin or a mismatched invoice. What to test, which limits apply and which papers to prepare.',
    body: [
      'Feed ingredients cross borders in large volumes, and two things cause most rejections: contamination, above all aflatoxin, and documentation that does not satisfy the importing authority or the bank. Both can be managed with planning.',
      '## Aflatoxin and the limits that apply',
      'Aflatoxins are produced by the moulds Aspergillus flavus and Aspergillus parasiticus, mainly in warm, humid conditions before harvest or during poor storage. Maize, groundnut meal and cottonseed meal carry the highest risk. In dairy cows, a small percentage of aflatoxin B1 in the feed passes into milk as aflatoxin M1, which is why dairy limits are the strictest. In the EU, the maximum for aflatoxin B1 is 20 µg/kg in feed materials, 5 µg/kg in complete feed for dairy animals and 20 µg/kg in complete feed for other adult cattle. Milk itself is limited to 0.05 µg/kg of M1 in the EU and 0.5 µg/kg in the United States. US action levels for aflatoxin in feed are 20 µg/kg for dairy animals, 100 µg/kg for breeding cattle and 300 µg/kg for finishing beef cattle. Always check the rules of the destination country, since many set their own values.',
      '## Sampling and testing',
      'Aflatoxin is distributed in hot spots, so a single scoop can miss a contaminated lot or condemn a clean one. Take many small increments from across the lot, combine them into an aggregate sample, grind the whole of it and then draw the test portion. Rapid tests such as ELISA or lateral-flow strips are useful for screening at intake, while HPLC or LC-MS/MS in an ISO/IEC 17025 accredited laboratory provides results that hold up in a dispute. Consider testing for other mycotoxins too, such as deoxynivalenol, zearalenone and fumonisins, particularly in maize products. Moisture control during transit matters: cargo loaded warm into a container and shipped to a cooler climate can suffer condensation, so keep moisture below about 12–13% and use desiccants or container liners where appropriate.',
      '## The document set',
      'A typical feed shipment needs a commercial invoice, a packing list, the bill of lading and a certificate of origin. Products of plant origin usually require a phytosanitary certificate, and many importers also ask for a fumigation certificate. A certificate of analysis from an accredited laboratory covering protein, moisture and aflatoxin is standard, and some markets require a health certificate, an import permit, feed product registration, a non-GMO declaration or halal certification. Wooden pallets must meet ISPM 15.',
      'When payment is by letter of credit, every document must match the credit exactly: product description, HS code, quantities, weights, names and addresses. A single inconsistency can delay payment for weeks. Agree the document list and the wording with the buyer before loading, and confirm which Incoterms rule applies, since it decides who arranges freight, insurance and import clearance. Kinglife prepares the full document set for feed cargoes shipped from Jebel Ali, with the laboratory certificate attached before the vessel sails. Buyers who share their import requirements at the enquiry stage receive shipments that clear far more smoothly.',
    ],
    publishedAt: '2026-09-22',
    image: {
      src: '/artwork/blog/19.svg',
      alt: 'Flat botanical vector illustration of maize cobs and groundnuts beside a laboratory test tube, a shipping container and a stack of export documents',
    },
  },
];
