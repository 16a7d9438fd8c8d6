import type { AccountKind, OperatorRole } from "../accounts/roles.ts";

/** System notification targets (admin.md §3, §6). */
export const systemNotificationTargets = ["oem_master", "oem_admin", "oem_user", "master_user"] as const;
export type SystemNotificationTarget = (typeof systemNotificationTargets)[number];

/** Which target group an operator belongs to; the master itself sends and is addressed by none. */
export function targetOfOperator(
  role: OperatorRole,
  accountKind: AccountKind,
): SystemNotificationTarget | undefined {
  if (role === "MASTER_USER") return "master_user";
  if (accountKind === "oem_master") return "oem_master";
  if (accountKind === "oem_admin") return "oem_admin";
  if (accountKind === "user") return "oem_user";
  return undefined;
}

/** The groups a sender may address: the master everyone, an OEM master the accounts below it. */
export function allowedTargetsOf(accountKind: AccountKind): readonly SystemNotificationTarget[] {
  if (accountKind === "master") return systemNotificationTargets;
  if (accountKind === "oem_master") return ["oem_admin", "oem_user"];
  return [];
}

/** Who a broadcast is for: the sender's tree (or one account alone) and, optionally, target groups. */
export interface NoticeAudience {
  /** Materialised account path ("/root/oem/") of the tree or account addressed. */
  accountPath: string;
  /** Only operators of that very account (a product event about it), not the tree below. */
  exactAccount: boolean;
  /** Target groups; null addresses every operator in reach (news, product events). */
  targets: readonly SystemNotificationTarget[] | null;
  /** The operator who wrote it does not receive it. */
  authorId: string | null;
}

export interface NoticeReader {
  operatorId: string;
  accountPath: string;
  role: OperatorRole;
  accountKind: AccountKind;
}

export function isInAudience(audience: NoticeAudience, reader: NoticeReader): boolean {
  if (audience.authorId === reader.operatorId) return false;
  const inReach = audience.exactAccount
    ? reader.accountPath === audience.accountPath
    : reader.accountPath.startsWith(audience.accountPath);
  if (!inReach) return false;
  if (audience.targets === null) return true;
  const target = targetOfOperator(reader.role, reader.accountKind);
  return target !== undefined && audience.targets.includes(target);
}

/**
 * Decision 043: an operator who joins later finds older items in the list but already read, so the
 * bell counts only what was shown after they joined.
 */
export function isUnread(
  notice: { visibleFrom: Date; readAt: Date | null },
  reader: { joinedAt: Date },
): boolean {
  return notice.readAt === null && notice.visibleFrom.getTime() >= reader.joinedAt.getTime();
}
