/**
 * Units of a minimum order and of a quote's quantities: a leaf of its own, so the request form
 * takes them without the product validation (and its specification texts) in its script.
 */
export const QUANTITY_UNITS = ['kg', 'L', 'MT'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];
