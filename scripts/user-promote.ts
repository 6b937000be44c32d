// `npm run user:promote -- <email> [--role=admin|sales|support|billing]`: gives an existing account
// the admin role (the default; DECISIONS.md point 2) or a staff role of the admin CRM (issue 8).
import { assignStaffRole, changeRole } from "./user-role.ts";

const args = process.argv.slice(2);
const roleArg = args.find((a) => a.startsWith("--role="))?.slice("--role=".length) ?? "admin";
if (roleArg === "admin") {
  process.exitCode = await changeRole("admin", args);
} else if (roleArg === "sales" || roleArg === "support" || roleArg === "billing") {
  process.exitCode = await assignStaffRole(roleArg, args);
} else {
  console.error("Usage: npm run user:promote -- <email> [--role=admin|sales|support|billing]");
  process.exitCode = 2;
}
