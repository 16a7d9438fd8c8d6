import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import classes from "./root-layout.module.css";

/** The root of every route: a thin progress bar while a lazy screen loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" ? (
        <div className={classes.progress} role="progressbar" aria-hidden />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
