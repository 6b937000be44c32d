/** Limits of the client page's forms (issue 8), shared by the server's schemas and the inputs. */
export const NOTE_MAX = 2000;
export const BAN_REASON_MAX = 500;
