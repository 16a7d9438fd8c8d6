import type { UserInfo } from "@mekuri/domain";

export const contractColor: Record<UserInfo["account"]["contractStatus"], string> = {
  active: "teal",
  suspended: "yellow",
  terminated: "red",
  inactive: "gray",
};
