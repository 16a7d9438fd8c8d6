import { Divider } from "@mantine/core";
import { builderPageDetail, pageControlPlaces, sitePage } from "@mekuri/domain";
import { useLocale } from "@/lib/i18n";
import { musicKey } from "../hooks/use-cell-actions";
import type { CellEditing } from "../lib/cell-editing";
import { detailOf, pageAt, setDetail, updatePage } from "../lib/document";
import { fieldErrors } from "../lib/field-errors";
import { DetailForm } from "./detail-form";
import { PageSoundFields } from "./page-sound-fields";

/** The page tab: the page's own texts, link and controls, then its music and chatbot. */
export function PagePanel({ editing }: { editing: CellEditing }) {
  const { site, cell, lang, apply, uploads, actions, readOnly } = editing;
  const locale = useLocale();
  const page = pageAt(site, cell);
  const detail = detailOf(page, lang);
  const pageError = (field: "backgroundMusicUrl" | "chatbotScript") =>
    fieldErrors(sitePage.shape[field], page?.[field] ?? null, locale)[""];
  return (
    <>
      <DetailForm
        detail={detail}
        errors={fieldErrors(builderPageDetail, detail, locale)}
        onChange={(patch) => apply((doc) => setDetail(doc, cell, lang, patch))}
        membersOnlyLock={page?.membersOnlyLock ?? false}
        onLockChange={(locked) =>
          apply((doc) => updatePage(doc, cell, (current) => ({ ...current, membersOnlyLock: locked })))
        }
        controls={pageControlPlaces(detail)}
        onControlChange={actions.placeControl}
        readOnly={readOnly}
      />
      <Divider my="md" />
      <PageSoundFields
        musicUrl={page?.backgroundMusicUrl ?? null}
        onUploadMusic={(file) => void actions.uploadMusic(file)}
        onRemoveMusic={actions.removeMusic}
        uploading={uploads.progress[musicKey(cell)] !== undefined}
        chatbotScript={page?.chatbotScript ?? null}
        onChatbotChange={actions.setChatbotScript}
        errors={{ music: pageError("backgroundMusicUrl"), chatbotScript: pageError("chatbotScript") }}
        readOnly={readOnly}
      />
    </>
  );
}
