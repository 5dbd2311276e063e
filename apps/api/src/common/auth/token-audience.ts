/**
 * Customer and staff tokens are signed with the same secret but carry different audiences,
 * so that a customer token never passes the staff guard and a staff token never acts as a customer.
 */
export const TokenAudience = {
  Customer: 'seqportal:customer',
  Staff: 'seqportal:staff',
} as const;

export const TOKEN_ALGORITHM = 'HS256';
