import { z } from "zod";
import { adminRoles, authorities } from "../accounts/roles.ts";
import { email, requiredText } from "./fields.ts";
import { choice } from "./users.ts";

/** admin.md §3 Admin: manager name, e-mail, role and authority. */
export const adminBody = z
  .object({
    name: requiredText(50),
    email,
    adminRole: choice(["editor", "viewer"]),
    authority: choice(authorities),
  })
  .strict();
export type AdminBody = z.infer<typeof adminBody>;

export const adminItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  adminRole: z.enum(adminRoles),
  authority: z.enum(authorities),
  hasAvatar: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminItem = z.infer<typeof adminItem>;

export const adminList = z.object({ items: z.array(adminItem) });
export type AdminList = z.infer<typeof adminList>;

export const createAdminResponse = z.object({
  message: z.string(),
  admin: adminItem,
  temporaryPassword: z.string(),
});
export type CreateAdminResponse = z.infer<typeof createAdminResponse>;

export const adminIdParams = z.object({ id: z.uuid() });

/** admin.md §5 Files: profile picture JPG, JPEG, JFIF or PNG, about 2 MB. */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTypes = ["image/jpeg", "image/png"] as const;
export const avatarExtensions = [".jpg", ".jpeg", ".jfif", ".png"] as const;
