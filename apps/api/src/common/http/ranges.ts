/**
 * Column ranges that validation enforces, so that a number PostgreSQL cannot hold is refused with the field's
 * message instead of reaching the database (where it used to answer code 500).
 */
/** SERIAL / INTEGER ids and counts. */
export const INT4_MAX = 2_147_483_647;

/** The last page a list may be asked for: beyond it no list of this API has rows. */
export const MAX_PAGE = 100_000;
