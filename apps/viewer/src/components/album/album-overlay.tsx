import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { imageSrcSet } from "../../lib/images.ts";
import { landingRows, sameCell } from "../../lib/navigation.ts";
import { Modal } from "../chrome/modal.tsx";

/** Loaded on demand: every page as a thumbnail, by category; a tap jumps there. */
export default function AlbumOverlay({ onClose }: { onClose(): void }) {
  const { snapshot, goTo, t } = useViewer();
  const cell = useCell();
  return (
    <Modal title={t("album")} closeLabel={t("close")} onClose={onClose} className="mk-album">
      {snapshot.categories.map((category, columnIndex) => {
        const rows = landingRows(snapshot, columnIndex);
        if (rows.length === 0) return null;
        return (
          <section key={category.id} className="mk-album-section">
            <h3>{category.name}</h3>
            <ul className="mk-album-grid">
              {rows.map((rowIndex) => {
                const page = category.pages[rowIndex]!;
                const image = page.thumbnail ?? page.media?.image ?? page.media?.poster ?? null;
                const at = { columnIndex, rowIndex };
                return (
                  <li key={page.id}>
                    <button
                      type="button"
                      aria-current={sameCell(at, cell) ? "page" : undefined}
                      onClick={() => {
                        goTo(at);
                        onClose();
                      }}
                    >
                      {image ? (
                        <img
                          src={image.src}
                          srcSet={imageSrcSet(image) || undefined}
                          sizes="(min-width: 1024px) 350px, 150px"
                          alt=""
                          loading="lazy"
                        />
                      ) : (
                        <span />
                      )}
                      <span className="mk-album-code">{page.code}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Modal>
  );
}
