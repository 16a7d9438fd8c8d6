import type { NotificationItem } from "../../api/endpoints.ts";
import { useViewer } from "../../app/viewer-context.tsx";
import { Modal } from "../chrome/modal.tsx";

/** Loaded on demand: the detail of a notice. */
export default function NotificationDialog({ item, onClose }: { item: NotificationItem; onClose(): void }) {
  const { t } = useViewer();
  return (
    <Modal title={item.title} closeLabel={t("close")} onClose={onClose}>
      {item.imageUrl && <img className="mk-modal-image" src={item.imageUrl} alt="" />}
      <p className="mk-prewrap">{item.content}</p>
      {item.newsUrl && (
        <p>
          <a href={item.newsUrl} target="_blank" rel="noopener noreferrer">
            {item.newsUrl}
          </a>
        </p>
      )}
    </Modal>
  );
}
