import { isRouteErrorResponse, useRouteError } from "react-router";
import { PublicFrame } from "@/components/public-frame";
import { isChunkLoadError } from "../lib/is-chunk-load-error";
import { ChunkLoadErrorPage, ForbiddenPage, GenericErrorPage, NotFoundPage } from "./error-pages";

function pageFor(error: unknown) {
  if (isChunkLoadError(error)) return <ChunkLoadErrorPage />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 403) return <ForbiddenPage />;
  }
  return <GenericErrorPage />;
}

/**
 * The router's error element: a screen that failed to load (chunk) or threw while rendering.
 * Inside the console it renders in the content area (`framed={false}`), elsewhere as a full page.
 */
export function RouteErrorBoundary({ framed = true }: { framed?: boolean }) {
  const error = useRouteError();
  const page = pageFor(error);
  if (!framed) return <div style={{ display: "flex", justifyContent: "center", paddingTop: 48 }}>{page}</div>;
  return <PublicFrame>{page}</PublicFrame>;
}
