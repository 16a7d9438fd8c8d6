/** Messages of custom domains: the wizard's refusals, the verification's problems, its notices and mails (issue 18). */
export const en = {
  "domains.required": "Enter a domain, for example lp.example.com.",
  "domains.hasScheme": "Enter the domain alone, without http:// or https://.",
  "domains.hasPath": "Enter the domain alone, without a path (/…), query (?…) or #.",
  "domains.hasPort": "Enter the domain without a port number (:8080).",
  "domains.wildcard": "Wildcard domains (*.example.com) cannot be used; enter one domain.",
  "domains.ipAddress": "An IP address cannot be used; enter a domain name.",
  "domains.tooLong": "A domain name can have at most 253 characters.",
  "domains.labelTooLong": "Each part of a domain between dots can have at most 63 characters.",
  "domains.invalidCharacters":
    "This is not a valid domain name: use letters, digits and hyphens between dots (e.g. lp.example.com).",
  "domains.notRegistrable":
    "This is not a registrable domain: enter a domain you own under a public ending such as .com or .jp.",
  "domains.productDomain": "This domain belongs to the service itself and cannot be used for a site.",
  "domains.taken": "This domain is already used by another site.",
  "domains.notSet": "This site has no custom domain.",
  "domains.removed": "The custom domain was removed; the site answers on its default address.",
  "domains.problem.noRecord": "No CNAME (or A/AAAA) record for {{domain}} was found yet.",
  "domains.problem.pointsElsewhere": "{{domain}} points elsewhere: its CNAME must point to {{target}}.",
  "domains.problem.cnameLoop": "The CNAME records of {{domain}} point to each other in a loop.",
  "domains.problem.txtMissing": "The TXT record {{challenge}} was not found yet.",
  "domains.problem.txtWrong": "The TXT record {{challenge}} does not hold this attempt's token.",
  "domains.problem.caaForbids":
    "A CAA record of {{domain}} does not allow our certificate authority (letsencrypt.org); add it or remove the record.",
  "domains.problem.dnsUnreachable": "The DNS did not answer (time-out or server failure); it is tried again.",
  "domains.problem.expired": "The records were not found within 72 hours.",
  "domains.problem.recordsRemoved": "The DNS records of {{domain}} were removed.",
  "domains.problem.taken": "This domain is already used by another site.",
  "notices.domainWarningTitle": "Custom domain records missing",
  "notices.domainWarningContent":
    "The DNS records of {{domain}} (site {{site}}) are gone. Restore them by {{date}}, or the domain stops serving the site.",
  "notices.domainDeactivatedTitle": "Custom domain stopped",
  "notices.domainDeactivatedContent":
    "{{domain}} no longer serves the site {{site}}: its DNS records were missing for 7 days. The site stays on its default address.",
  "mail.domainVerified.subject": "{{domain}} now serves {{site}}",
  "mail.domainVerified.body":
    "The custom domain {{domain}} was verified and now serves the site {{site}}:\n{{url}}",
  "mail.domainFailed.subject": "{{domain}} could not be verified",
  "mail.domainFailed.body":
    "The custom domain {{domain}} for the site {{site}} could not be verified.\nReason: {{reason}}\nCheck the records in the site's domain settings and start the verification again:\n{{url}}\nThe site stays on its default address.",
  "mail.domainWarning.subject": "The DNS records of {{domain}} are missing",
  "mail.domainWarning.body":
    "The DNS records of {{domain}} (site {{site}}) are gone. Restore them by {{date}}, or the domain stops serving the site:\n{{url}}",
  "mail.domainDeactivated.subject": "{{domain}} no longer serves {{site}}",
  "mail.domainDeactivated.body":
    "The DNS records of {{domain}} were missing for 7 days, so it no longer serves the site {{site}}. The site stays on its default address. To use the domain again, set it up in the site's domain settings:\n{{url}}",
} as const;

export type Translations = Record<keyof typeof en, string>;
