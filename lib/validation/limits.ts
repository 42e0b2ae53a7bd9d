/**
 * Length limits of the account fields, shared by the forms' schemas (each feature's schemas/)
 * and the services that check again on the server (features/accounts/server). Lengths count
 * characters as the rules do (code points), so Arabic and emoji count as a person would.
 */

/** The longest address SMTP can carry (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Long enough for any passphrase or manager-made password; bounds what the server hashes. */
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_NAME_LENGTH = 100;
