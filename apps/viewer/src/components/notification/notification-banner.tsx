import { notificationRotationMs } from "@domain/viewer/constants.ts";
import { activeNotifications } from "@domain/viewer/notifications.ts";
import { lazy, Suspense, useEffect, useState } from "react";
import { fetchNotifications, type NotificationItem, type NotificationSource } from "../../api/endpoints.ts";
import { useViewer } from "../../app/viewer-context.tsx";
import { Icon } from "../chrome/icons.tsx";

const NotificationDialog = lazy(() => import("./notification-dialog.tsx"));

/**
 * Notices inside their date window, one at a time, rotating every 3 s; a click opens the detail.
 * The published site reads the public list; the preview passes its own `load`.
 */
export function NotificationBanner({ load }: { load?: NotificationSource }) {
  const { snapshot, t } = useViewer();
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [open, setOpen] = useState<NotificationItem | null>(null);

  useEffect(() => {
    let cancelled = false;
    (load ? load() : fetchNotifications(snapshot.siteId, snapshot.lang))
      .then((result) => {
        if (!cancelled) setItems(activeNotifications(result.items ?? [], new Date()));
      })
      // Notices are extra: a failure here is not worth a toast over the site.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [snapshot.siteId, snapshot.lang, load]);

  useEffect(() => {
    if (items.length < 2 || open) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), notificationRotationMs);
    return () => clearInterval(timer);
  }, [items.length, open]);

  const item = items[index % Math.max(1, items.length)];
  if (closed || !item) return null;
  return (
    <>
      <div className="mk-notice">
        <button type="button" className="mk-notice-main" onClick={() => setOpen(item)} aria-haspopup="dialog">
          <Icon name="bell" size={16} />
          <span className="mk-sr-only">{t("notifications")}: </span>
          <span className="mk-notice-title">{item.title}</span>
        </button>
        <button
          type="button"
          className="mk-notice-close"
          onClick={() => setClosed(true)}
          aria-label={t("close")}
        >
          <Icon name="close" size={14} />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <NotificationDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
