/** One grid for the header row and every item row, so the columns line up on a desktop screen. */
export const CART_GRID_COLUMNS = '44px minmax(0, 1fr) 120px 140px 130px 72px';
