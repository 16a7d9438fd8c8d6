import {
  contactBody,
  endUserLangQuery,
  endUserSiteParams,
  errorResponse,
  type FormData,
  formSettingResponse,
  homepageBody,
  messageResponse,
  type SiteLanguage,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import type { ConversionRecorder } from "../analytics/conversions.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { agreementRequired, type FormName, formCompany, formFields } from "./form-definitions.ts";
import { formRejected } from "./form-errors.ts";
import { agreementProblem, submittedEmail, validateFormData } from "./form-validation.ts";
import { contactRecipient, formsLocked } from "./site-owner.ts";
import type { SubmissionLimiter } from "./submission-limits.ts";
import { storeSubmission } from "./submission-store.ts";

const tags = ["end user: forms"];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };

export interface FormRoutesOptions {
  db: Db;
  published: PublishedSites;
  mail: MailOutbox;
  limiter: SubmissionLimiter;
  conversions: ConversionRecorder;
}

/** An Idempotency-Key header: printable, 8 to 128 characters; anything else is not a key. */
function idempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const key = value.trim();
  if (!/^[\x21-\x7e]{8,128}$/.test(key))
    throw new AppError(400, "VALIDATION_ERROR", "validation.invalidValue");
  return key;
}

/** The form settings and the contact and homepage submissions of viewer.md §7. */
export const formRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  const { db, published, mail, limiter, conversions } = options;

  async function requireSite(siteId: string, lang: string | undefined) {
    const site = await published.find(siteId, lang);
    if (!site) throw notFound();
    return site;
  }

  const settings: [string, FormName][] = [
    ["membership-setting", "membership"],
    ["contact-setting", "contact"],
    ["homepage-setting", "homepage"],
  ];
  for (const [path, name] of settings) {
    app.get(
      `/end-user/site/:siteId/${path}`,
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: `The site's ${name} form, its company information and whether it is locked`,
          params: endUserSiteParams,
          querystring: endUserLangQuery,
          response: { 200: formSettingResponse, ...errors },
        },
      },
      async (request) => {
        const { snapshot } = await requireSite(request.params.siteId, request.query.lang);
        return {
          fields: formFields(snapshot, name),
          company: formCompany(snapshot, name),
          agreementRequired: agreementRequired(snapshot, name),
          locked: name === "membership" ? false : await formsLocked(db, snapshot.siteId),
        };
      },
    );
  }

  async function submit(
    kind: "contact" | "homepage",
    request: {
      params: { siteId: string };
      headers: Record<string, string | string[] | undefined>;
      ip: string;
    },
    body: { data: FormData; lang?: string; agreed?: boolean; mode?: string },
  ) {
    const key = idempotencyKey(request.headers["idempotency-key"]);
    const site = await requireSite(request.params.siteId, body.lang);
    const { snapshot } = site;
    await limiter.hit(kind, snapshot.siteId, request.ip);
    if (await formsLocked(db, snapshot.siteId)) throw new AppError(403, "PLAN_LIMIT", "forms.locked");
    const fields = formFields(snapshot, kind);
    const { answers, problems } = validateFormData(fields, body.data);
    problems.push(...agreementProblem(agreementRequired(snapshot, kind), body.agreed));
    if (problems.length) throw formRejected(problems);
    const recipient = kind === "contact" ? await contactRecipient(db, snapshot.siteId) : undefined;
    const { created } = await storeSubmission(
      db,
      mail,
      {
        siteId: snapshot.siteId,
        kind,
        lang: snapshot.lang,
        mode: body.mode ?? null,
        email: submittedEmail(fields, answers),
        answers,
        idempotencyKey: key,
      },
      recipient
        ? { to: recipient, siteName: snapshot.name, locale: snapshot.defaultLanguage as SiteLanguage }
        : undefined,
    );
    // A retry of a stored submission (same Idempotency-Key) is not a second conversion.
    if (created) {
      await conversions.record({
        siteId: snapshot.siteId,
        kind: kind === "contact" ? "contact" : "form",
        targetId: kind,
        lang: snapshot.lang,
        headers: request.headers,
        snapshot,
      });
    }
  }

  app.post(
    "/end-user/site/:siteId/contact",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Send the contact form (Idempotency-Key header: a retry stores one submission)",
        params: endUserSiteParams,
        body: contactBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await submit("contact", request, request.body);
      return reply.status(201).send({ message: translate("forms.contactSent", request.locale) });
    },
  );

  app.post(
    "/end-user/site/:siteId/homepage",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Send the homepage form (Idempotency-Key header: a retry stores one submission)",
        params: endUserSiteParams,
        body: homepageBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await submit("homepage", request, request.body);
      return reply.status(201).send({ message: translate("forms.formSent", request.locale) });
    },
  );
};
