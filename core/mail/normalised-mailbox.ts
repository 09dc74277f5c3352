/**
 * Domains of the Gmail family: they ignore dots in the local part, and googlemail.com is the same mailbox as gmail.com.
 * Other providers may give dots a meaning, so only these lose them.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as the caps on mails count it (issue 51): case folded, without a `+tag` (sub-address)
 * and, in the Gmail family, without the dots of the local part. `Victim+1@GoogleMail.com` and `v.i.c.t.i.m@gmail.com`
 * are one mailbox. Over-merging only makes two addresses share a cap, so the rule is generous; it is never used to
 * choose where a mail goes.
 */
export function normaliseMailbox(address: string): string {
  const folded = address.trim().normalize("NFC").toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at <= 0) return folded;
  let domain = folded.slice(at + 1).replace(/\.+$/, "");
  let local = folded.slice(0, at);
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "") || local;
  }
  return `${local}@${domain}`;
}

/** The domain of a mailbox (or an address), for budgets counted per receiving domain. */
export function mailboxDomain(mailbox: string): string {
  return mailbox.slice(mailbox.lastIndexOf("@") + 1);
}
