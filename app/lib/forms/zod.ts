import { z } from "zod";

/**
 * The schema library, configured once for every schema of the app: import `z` from here, never from
 * "zod" (lint). In the browser zod must not compile parsers with `new Function`: the strict CSP
 * forbids it, and even zod's probe for it is reported as a violation (Lighthouse's best practices).
 * The server keeps the faster compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
