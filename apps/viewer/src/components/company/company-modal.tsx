import { type KeyboardEvent, useState } from "react";
import { type CompanyTab, useViewer } from "../../app/viewer-context.tsx";
import { Modal } from "../chrome/modal.tsx";

const tabs: { id: CompanyTab; label: "companyProfile" | "companyClause" | "terms" | "privacy" }[] = [
  { id: "profile", label: "companyProfile" },
  { id: "clause", label: "companyClause" },
  { id: "terms", label: "terms" },
  { id: "privacy", label: "privacy" },
];

/** Loaded on demand: company profile, commercial transactions, terms and privacy, as tabs. */
export default function CompanyModal({ initialTab, onClose }: { initialTab: CompanyTab; onClose(): void }) {
  const { snapshot, t } = useViewer();
  const [tab, setTab] = useState<CompanyTab>(initialTab);
  const company = snapshot.company;
  if (!company) return null;
  // The tabs pattern: one tab in the Tab order, the arrow keys (and Home, End) move between them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((entry) => entry.id === tab);
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(tabs[next]!.id);
    event.currentTarget.parentElement?.querySelectorAll<HTMLElement>("[role='tab']")[next]?.focus();
  };
  const html =
    tab === "clause"
      ? company.companyClause
      : tab === "terms"
        ? company.termsOfService
        : company.privacyPolicy;
  return (
    <Modal title={t("company")} closeLabel={t("close")} onClose={onClose} className="mk-company">
      <div className="mk-tablist" role="tablist">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`company-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls="company-panel"
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            onKeyDown={onTabKey}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <div
        id="company-panel"
        role="tabpanel"
        aria-labelledby={`company-tab-${tab}`}
        className="mk-company-panel"
      >
        {tab === "profile" ? (
          <>
            {company.companyWebsite && (
              <p>
                <a href={company.companyWebsite} target="_blank" rel="noopener noreferrer">
                  {company.companyWebsite}
                </a>
              </p>
            )}
            <p className="mk-prewrap">{company.companyProfile}</p>
          </>
        ) : (
          // Creator HTML on the site's own origin (ARCHITECTURE.md, Security model).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: creator content, site origin.
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </Modal>
  );
}
