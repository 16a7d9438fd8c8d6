import { NotFoundPage } from "@/features/errors/components/error-pages";

/** An unknown path inside the console: the 404 page, keeping the navigation around it. */
export function Component() {
  return (
    <div style={{ display: "flex", justifyContent: "center", paddingTop: 48 }}>
      <NotFoundPage />
    </div>
  );
}
