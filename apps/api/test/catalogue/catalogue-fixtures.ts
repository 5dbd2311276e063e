import type { TestCustomer } from '../support/customer-session.js';

/** Every price field of the catalogue answers: none may appear for a visitor. */
export const PRICE_FIELDS = ['salePrice', 'unitPrice', 'marketPrice', 'marketprice', 'newPrice', 'price'];

/** The customer's Authorization header as a name and value pair, for supertest's set(...) and header lists. */
export function authHeaderOf(customer: TestCustomer): [string, string] {
  return ['Authorization', `Bearer ${customer.token}`];
}

/** The keys anywhere in a JSON value that are price fields. */
export function priceKeysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => priceKeysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (PRICE_FIELDS.includes(key)) found.push(key);
      priceKeysIn(inner, found);
    }
  }
  return found;
}
