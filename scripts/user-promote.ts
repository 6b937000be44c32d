// `npm run user:promote -- <email>`: gives the admin role to an existing account (DECISIONS.md point 2).
import { changeRole } from "./user-role.ts";

process.exitCode = await changeRole("admin", process.argv.slice(2));
