import { ADDRESS_MESSAGES, isValidPhone, type AddAddressRequest, type Address } from '@seqportal/contract';
import type { RegionSelection } from './region';

export const ADDRESS_PHONE_MAX_LENGTH = 11;

/** Spec part 2 section 5, in the order the form checks them; the API's DTO answers the same texts. */
export { ADDRESS_MESSAGES };

export interface AddressFormValues extends RegionSelection {
  address: string;
  name: string;
  phone: string;
  postalCode: string;
  isDefault: boolean;
}

export type AddressField = 'region' | 'address' | 'name' | 'phone';
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  province: '',
  city: '',
  district: '',
  address: '',
  name: '',
  phone: '',
  postalCode: '',
  isDefault: false,
};

export function addressToForm(address: Address): AddressFormValues {
  return {
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    name: address.name,
    phone: address.phone,
    postalCode: address.postalCode,
    isDefault: address.isDefault,
  };
}

/** Every failing field, in the spec's order (object key order is insertion order); the postal code is not checked. */
export function validateAddressForm(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.province || !values.city || !values.district) errors.region = ADDRESS_MESSAGES.region;
  if (values.address.trim() === '') errors.address = ADDRESS_MESSAGES.address;
  if (values.name.trim() === '') errors.name = ADDRESS_MESSAGES.name;
  const phone = values.phone.trim();
  if (phone === '') errors.phone = ADDRESS_MESSAGES.phoneEmpty;
  else if (!isValidPhone(phone)) errors.phone = ADDRESS_MESSAGES.phoneInvalid;
  return errors;
}

export function firstError(errors: Readonly<Record<string, string | undefined>>): string | null {
  return Object.values(errors).find((message): message is string => Boolean(message)) ?? null;
}

/** The request body; street is sent empty as the spec says. */
export function formToRequest(values: AddressFormValues): AddAddressRequest {
  return {
    province: values.province,
    city: values.city,
    district: values.district,
    street: '',
    address: values.address.trim(),
    name: values.name.trim(),
    phone: values.phone.trim(),
    postalCode: values.postalCode.trim(),
    isDefault: values.isDefault,
  };
}
