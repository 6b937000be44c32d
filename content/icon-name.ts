/**
 * The name of a content icon ("wallet", "users"…), drawn by the page's loader from the site's icon
 * registry (`app/features/site/ui/icons.server.ts`). Content names it as a plain string so that it
 * depends on nothing of the app; `app/features/site/content-references.test.ts` fails on a name the
 * registry lacks, and the loader refuses one.
 */
export type IconName = string;
