import {
  navigationFor,
  type Permission,
  type PermissionSubject,
  permissionsOf,
  reachesAccount,
  type UserInfo,
  userTypeIdOf,
} from "@mekuri/domain";
import type { OperatorRecord } from "./operator-repository.ts";

/** Who is calling and for which account: resolved once per request, then passed on. */
export interface Actor extends PermissionSubject {
  operatorId: string;
  email: string;
  name: string;
  mustChangePassword: boolean;
  account: OperatorRecord["account"];
  permissions: Set<Permission>;
}

export function actorOf(operator: OperatorRecord): Actor {
  const subject: PermissionSubject = {
    role: operator.role,
    accountKind: operator.account.kind,
    adminRole: operator.adminRole,
    authority: operator.authority,
  };
  return {
    ...subject,
    operatorId: operator.id,
    email: operator.email,
    name: operator.name,
    mustChangePassword: operator.mustChangePassword,
    account: operator.account,
    permissions: permissionsOf(subject),
  };
}

/** Permission checks every later endpoint uses; kept together so the matrix reads in one place. */
export function can(actor: Actor, permission: Permission): boolean {
  return actor.permissions.has(permission);
}

export function canReachAccount(actor: Actor, target: { path: string }): boolean {
  return reachesAccount(actor.account.path, target.path);
}

export function userInfoOf(actor: Actor): UserInfo {
  return {
    id: actor.operatorId,
    email: actor.email,
    name: actor.name,
    role: actor.role,
    adminRole: actor.adminRole,
    authority: actor.authority,
    userTypeId: userTypeIdOf(actor.role, actor.accountKind),
    mustChangePassword: actor.mustChangePassword,
    permissions: [...actor.permissions],
    navigation: navigationFor(actor).map((item) => item.path),
    account: {
      id: actor.account.id,
      kind: actor.account.kind,
      companyName: actor.account.companyName,
      contractStatus: actor.account.contractStatus,
    },
  };
}
