import { isValidPhone, validateUsername } from '@seqportal/contract';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { AccountMessages } from '../helpers/account-messages.js';

/** A mobile number by the contract's rule (the same function the page uses). */
export function IsPhone(options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName,
      options: { message: AccountMessages.phoneInvalid, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidPhone(value) },
    });
}

/** Username 2-50 characters: 请输入用户名 when blank, else 请按规则输入账号 (spec part 2 section 5). */
export function IsUsername(options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isUsername',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => (typeof value === 'string' || value == null) && validateUsername(value) === null,
        defaultMessage: (args?: ValidationArguments) => {
          const value = args?.value;
          return validateUsername(typeof value === 'string' ? value : null) ?? '';
        },
      },
    });
}

/** Surrounding blanks never count (pasted input); non-strings are left for the type check to refuse. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Query strings carry booleans as text ("true", "1"); JSON bodies carry them as they are. */
export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (['true', '1'].includes(value.toLowerCase())) return true;
    if (['false', '0', ''].includes(value.toLowerCase())) return false;
    return value;
  });
