import { Center } from "@mantine/core";
import { isChunkLoadError } from "../lib/is-chunk-load-error";
import { ChunkLoadErrorPage, ErrorPage } from "./reload-error-pages";

/** Error page shown without the router (no links, no language menu). */
export function BareErrorPage({ error }: { error: unknown }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      {isChunkLoadError(error) ? <ChunkLoadErrorPage /> : <ErrorPage />}
    </Center>
  );
}
