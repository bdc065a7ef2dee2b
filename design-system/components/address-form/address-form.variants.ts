/**
 * One column on phones; from tablet the first and last names share a row
 * (short values, and people read them as one thing). Every other field keeps
 * the full width: addresses and e-mails are long.
 */
export const addressFormNameRowClassName = 'grid min-w-0 grid-cols-1 gap-5 tablet:grid-cols-2';
