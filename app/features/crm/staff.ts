import { z } from "#app/lib/forms/zod.ts";
import { ASSIGNABLE_ROLES } from "./permissions.ts";

/**
 * The forms of the team's roles (users and roles page): parsed by the action (which compares the
 * address in its stored form, lower case) and run in the browser by the form kit.
 */
export const StaffRoleSchema = z.object({
  email: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(254, { error: "tooLong" }),
  role: z.enum(ASSIGNABLE_ROLES, { error: "invalidChoice" }),
});
export const RemoveStaffSchema = z.object({
  userId: z.string().trim().min(1, { error: "required" }).max(64),
});
