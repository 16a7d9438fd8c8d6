// The shell's public entry: what other features may use (the signed-in user). Its screens are
// imported by the app's routes directly, so a feature never pulls the whole shell into its chunk.
export { CurrentUserContext, useCurrentUser } from "./components/current-user";
