/**
 * Tells password managers whose password a change form sets (browsers ask for a username field in
 * every password form). Hidden, so neither sighted users nor screen readers meet it.
 */
export function UsernameHint({ username }: { username: string | undefined }) {
  if (!username) return null;
  return <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />;
}
