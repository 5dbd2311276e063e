/**
 * Query keys of the sample box. They start with 'cart' like the shell's badge count (['cart', 'count', user]),
 * so invalidating ['cart'] after any change refreshes the list and the header badge together.
 */
export const cartKeys = {
  all: ['cart'] as const,
  list: (userId: number | null) => [...cartKeys.all, 'list', userId] as const,
};
