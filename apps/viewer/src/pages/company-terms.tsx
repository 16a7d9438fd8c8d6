import type { CompanyInfo } from "@mekuri/domain";
import { usePage } from "./page-context.tsx";

/**
 * The company information of a form page (where the site shows it there), each part folded, and
 * the agreement checkbox when the site requires agreement to its terms.
 */
export function CompanyTerms({
  company,
  agreementRequired,
  agreed,
  onAgree,
  error,
}: {
  company: CompanyInfo | null;
  agreementRequired: boolean;
  agreed: boolean;
  onAgree(agreed: boolean): void;
  error?: string;
}) {
  const { t } = usePage();
  const parts = company
    ? (
        [
          ["companyClause", company.companyClause],
          ["terms", company.termsOfService],
          ["privacy", company.privacyPolicy],
        ] as const
      ).filter(([, html]) => html.trim() !== "")
    : [];
  const profile = company && (company.companyProfile.trim() || company.companyWebsite.trim());
  return (
    <>
      {company && (profile || parts.length > 0) && (
        <section className="mk-sp-company" aria-labelledby="company-heading">
          <h2 id="company-heading" className="mk-sp-subheading">
            {t("companyInfo")}
          </h2>
          {profile && (
            <details className="mk-sp-details">
              <summary>{t("companyProfile")}</summary>
              <div className="mk-sp-details-body">
                {company.companyWebsite && (
                  <p>
                    {t("companyWebsite")}:{" "}
                    <a href={company.companyWebsite} target="_blank" rel="noopener noreferrer">
                      {company.companyWebsite}
                    </a>
                  </p>
                )}
                <p className="mk-prewrap">{company.companyProfile}</p>
              </div>
            </details>
          )}
          {parts.map(([label, html]) => (
            <details key={label} className="mk-sp-details">
              <summary>{t(label)}</summary>
              <div
                className="mk-sp-details-body"
                // Creator HTML on the site's own origin (ARCHITECTURE.md, Security model).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: creator content, site origin.
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </details>
          ))}
        </section>
      )}
      {agreementRequired && (
        <div className={`mk-sp-field mk-sp-agree${error ? " mk-sp-field--invalid" : ""}`}>
          <label className="mk-sp-choice">
            <input
              type="checkbox"
              name="agreed"
              checked={agreed}
              onChange={(event) => onAgree(event.target.checked)}
              aria-invalid={!!error}
              aria-describedby={error ? "agree-error" : undefined}
              aria-required
            />
            <span>{t("agree")}</span>
          </label>
          {error && (
            <p className="mk-sp-error" id="agree-error">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
