import { useState } from "react";
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
            onClick={() => setTab(entry.id)}
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
