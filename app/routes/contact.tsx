import { data, isRouteErrorResponse } from "react-router";
import { CONTACT_FIELDS, type ContactField } from "../../core/help/contact-schema.ts";
import { errorSummary } from "../../core/http/error-summary.server.ts";
import { readFormUpTo } from "../../core/http/request-body.server.ts";
import { type ContactActionData, ContactForm } from "../components/contact/contact-form.tsx";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { requestInfoContext, servicesContext } from "../context.ts";
import { rootDataFrom } from "../lib/document/root-data.ts";
import { pageMeta } from "../lib/document/seo.ts";
import { personalDataHeaders } from "../lib/http/personal-data.ts";
import type { Route } from "./+types/contact";

/** A contact form is a few kilobytes; a larger body is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
/** What is echoed back into a form rendered without JavaScript. */
const ECHO_MAX_CHARS = 5000;

export async function loader({ context }: Route.LoaderArgs) {
  const { shop } = context.get(servicesContext).publicConfig;
  return { supportEmail: shop.supportEmail, phone: shop.phone };
}

/** The e-mail and phone come from the configuration: a submission does not change them. */
export const shouldRevalidate = () => false;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormUpTo(request, MAX_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return data<ContactActionData>({ status: "failed", tooLarge: true }, { status: 413 });
  }
  if (!read.ok && read.reason === "ill-formed") {
    return data<ContactActionData>({ status: "failed", illFormed: true }, { status: 400 });
  }
  // A body that is not a form, or that broke off, has no fields: the 'requis' messages answer it.
  const form = read.ok ? read.fields : {};
  const { contact } = context.get(servicesContext);
  const { clientIp, requestId } = context.get(requestInfoContext);
  try {
    const result = await contact.submit(form, clientIp);
    if (result.status === "invalid") {
      const values: Partial<Record<ContactField, string>> = {};
      for (const field of CONTACT_FIELDS) values[field] = form[field]?.slice(0, ECHO_MAX_CHARS);
      return data<ContactActionData>({ status: "invalid", errors: result.errors, values }, { status: 400 });
    }
    return data<ContactActionData>({ status: "sent" });
  } catch (error) {
    console.error(`[contact] message non enregistré (requête ${requestId}) : ${errorSummary(error)}`);
    return data<ContactActionData>({ status: "failed" }, { status: 503 });
  }
}

/** With JavaScript, a refusal from the rate limiter (429) or a network failure becomes the 'Erreur' toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionData> {
  try {
    return await serverAction();
  } catch (error) {
    return { status: "failed", rateLimited: isRouteErrorResponse(error) && error.status === 429 };
  }
}

/** Its answers write back what the buyer typed: kept by no cache, ours included. */
export const headers = personalDataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shop, siteUrl } = rootDataFrom(matches);
  return pageMeta({
    title: `Contact | ${shop.name}`,
    description: `Une question sur un livre, une commande ou une livraison ? Écrivez au service client de ${shop.name}.`,
    canonical: `${siteUrl}/contact`,
    shopName: shop.name,
  });
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supportEmail, phone } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Contactez-nous</h1>
      <p className="mt-3 max-w-2xl">
        Une question sur un livre, une commande ou une livraison ? Écrivez-nous : nous vous répondons au plus vite.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-formulaire">
          <h2 id="contact-formulaire" className="mb-4 text-xl font-bold">
            Envoyez-nous un message
          </h2>
          <ContactForm result={actionData} />
        </section>
        <aside aria-label="Nos coordonnées" className="flex flex-col gap-4">
          <InfoCard icon={<Icon name="mail" />} title="Par e-mail">
            <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
              {supportEmail}
            </a>
          </InfoCard>
          <InfoCard icon={<Icon name="phone" />} title="Par téléphone">
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline">
              {phone}
            </a>
          </InfoCard>
        </aside>
      </div>
    </div>
  );
}

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <span className="text-brand-600">{icon}</span>
      <div>
        <h2 className="font-bold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
