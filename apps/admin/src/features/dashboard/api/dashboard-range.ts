/** The range every dashboard call is asked for; absent months mean the server's default. */
export interface DashboardRange {
  startMonth?: string;
  endMonth?: string;
}

export const dashboardKey = (name: string, range: DashboardRange) =>
  ["dashboard", name, range.startMonth ?? "", range.endMonth ?? ""] as const;
