// `npm run user:demote -- <email>`: takes the admin role back; the account stays.
import { changeRole } from "./user-role.ts";

process.exitCode = await changeRole("user", process.argv.slice(2));
