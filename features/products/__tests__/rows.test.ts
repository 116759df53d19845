/** The product page's specification rows: the certifications that link to their certificate. */
import { textFor } from '@/content/text';
import { specificationRows } from '../rows';
import { TEXT_SPEC_NAMES, type TextSpecName } from '../specification';

it('links a certification with a certificate to its download, and only those', () => {
  const product = {
    ...(Object.fromEntries(TEXT_SPEC_NAMES.map((name) => [name, ''])) as Record<TextSpecName, string>),
    casNumber: '',
    originCountry: '',
    hsCode: '',
    form: '',
    applicationIds: [],
    certificationIds: [1, 2],
    moqQuantity: null,
    moqUnit: '',
    shelfLifeMonths: null,
  };
  const lists = {
    applications: [],
    certifications: [
      { id: 1, name: 'ISO 22000', hasCertificate: true as const },
      { id: 2, name: 'Kosher' },
      { id: 3, name: 'Halal', hasCertificate: true as const },
    ],
  };
  const [row] = specificationRows(product, lists, 'en', textFor('en').productSpecText);
  expect(row).toEqual({
    key: 'certifications',
    label: 'Certifications',
    value: ['ISO 22000', 'Kosher'],
    links: { 'ISO 22000': '/api/v1/certifications/1/certificate' },
  });
  const without = specificationRows(
    product,
    { ...lists, certifications: [{ id: 1, name: 'ISO 22000' }] },
    'en',
    textFor('en').productSpecText,
  );
  expect(without[0]).not.toHaveProperty('links');
});
