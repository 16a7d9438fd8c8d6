import { phoneHref } from "@domain/builder/link-url.ts";
import type { SnsLink } from "@mekuri/domain";
import { useViewer } from "../../app/viewer-context.tsx";
import { Icon } from "../chrome/icons.tsx";

const snsNames: Record<SnsLink["snsType"], string> = {
  youtube: "YouTube",
  line: "LINE",
  instagram: "Instagram",
  x: "X",
  tiktok: "TikTok",
  facebook: "Facebook",
  phone_number: "Phone",
  google_map: "Google Maps",
};

function snsHref(link: SnsLink): string {
  if (link.snsType === "phone_number") return phoneHref(link.snsUrl);
  return link.snsUrl;
}

/** The page's footer row: social links (when the page shows them) and the company-info button. */
export function PageFooter({ sns, company }: { sns: boolean; company: boolean }) {
  const viewer = useViewer();
  const links = sns ? viewer.snapshot.sns.filter((l) => l.snsUrl.trim()) : [];
  const showCompany = company && viewer.snapshot.company !== null;
  if (links.length === 0 && !showCompany) return null;
  return (
    <div className="mk-page-footer">
      {links.length > 0 && (
        <ul className="mk-sns" aria-label={viewer.t("social")}>
          {links.map((link) => (
            <li key={link.snsType}>
              <a
                className="mk-round-button"
                href={snsHref(link)}
                target={link.snsType === "phone_number" ? undefined : "_blank"}
                rel="noopener noreferrer"
                aria-label={snsNames[link.snsType]}
              >
                <Icon name={link.snsType} size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {showCompany && (
        <button
          type="button"
          className="mk-company-link"
          onClick={() => viewer.openCompany()}
          aria-haspopup="dialog"
        >
          {viewer.t("company")}
        </button>
      )}
    </div>
  );
}
