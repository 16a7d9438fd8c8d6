import { useViewer } from "../../app/viewer-context.tsx";
import { imageAtWidth } from "../../lib/images.ts";
import { landingRows, sameCell } from "../../lib/navigation.ts";
import { Modal } from "../chrome/modal.tsx";

/** Loaded on demand: every page as a thumbnail, by category; a tap jumps there. */
export default function AlbumOverlay({ onClose }: { onClose(): void }) {
  const { snapshot, cell, goTo, t } = useViewer();
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
                      {image ? <img src={imageAtWidth(image, 200)} alt="" loading="lazy" /> : <span />}
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
