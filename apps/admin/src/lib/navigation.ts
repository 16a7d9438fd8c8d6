/**
 * Lets code outside React (the API client) move the router. The router registers itself at start-up;
 * before that, or in tests, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator && options) navigator(to, options);
  else if (navigator) navigator(to);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPathname(): string {
  return window.location.pathname;
}
