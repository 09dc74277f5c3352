import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  validateContact,
} from "../../../core/help/contact-schema.ts";
import { CONTACT_MESSAGES } from "../../../core/messages/contact.ts";
import { GENERIC_MESSAGES } from "../../../core/messages/generic.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { toast } from "../ui/toast.ts";

/** What the contact action answers (also read by the page rendered without JavaScript). */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: Partial<Record<ContactField, string>> }
  | { status: "failed"; rateLimited?: boolean; tooLarge?: boolean; illFormed?: boolean };

/** Why a message was not sent, in the words the visitor can act on. */
function failureDescription(result: { rateLimited?: boolean; tooLarge?: boolean; illFormed?: boolean }): string {
  if (result.rateLimited) return GENERIC_MESSAGES.tooManyRequests;
  if (result.tooLarge) return GENERIC_MESSAGES.bodyTooLarge;
  if (result.illFormed) return GENERIC_MESSAGES.illFormedText;
  return CONTACT_MESSAGES.failedDescription;
}

const LABELS: Record<ContactField, string> = { name: "Nom", email: "Email", subject: "Sujet", message: "Message" };

/**
 * docs/product.md §5 form: checked on submit with the shared schema, then re-checked on every change; errors under each field
 * with an error border; 'Envoi en cours...' while sending; toasts and a reset once the server has answered.
 * Without JavaScript the same action validates and the page shows the result (`enhanced` is false then).
 */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [enhanced, setEnhanced] = useState(false);
  const [checked, setChecked] = useState(result?.status === "invalid");
  const [errors, setErrors] = useState<ContactErrors>(result?.status === "invalid" ? result.errors : {});

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!result) return;
    if (result.status === "sent") {
      toast.success(CONTACT_MESSAGES.sentTitle, { description: CONTACT_MESSAGES.sentDescription });
      formRef.current?.reset();
      setErrors({});
      setChecked(false);
    } else if (result.status === "failed") {
      toast.error(CONTACT_MESSAGES.failedTitle, { description: failureDescription(result) });
    } else {
      setErrors(result.errors);
      setChecked(true);
    }
  }, [result]);

  function check(form: HTMLFormElement): ContactErrors {
    const validation = validateContact(Object.fromEntries(new FormData(form)));
    const found = validation.ok ? {} : validation.errors;
    setErrors(found);
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = check(event.currentTarget);
    setChecked(true);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
    }
  }

  const values = result?.status === "invalid" ? result.values : {};
  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      aria-labelledby="contact-formulaire"
      // Lets tests wait for hydration before checking behaviour that needs JavaScript.
      data-enhanced={enhanced ? "true" : undefined}
      onSubmit={onSubmit}
      onChange={(event) => checked && check(event.currentTarget)}
      className="relative flex flex-col gap-5"
    >
      {!enhanced && result?.status === "sent" ? (
        <div role="status" className="rounded-lg border border-green-700 bg-green-50 p-4">
          <p className="font-bold">{CONTACT_MESSAGES.sentTitle}</p>
          <p>{CONTACT_MESSAGES.sentDescription}</p>
        </div>
      ) : null}
      {!enhanced && result?.status === "failed" ? (
        <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4">
          <p className="font-bold">{CONTACT_MESSAGES.failedTitle}</p>
          <p>{failureDescription(result)}</p>
        </div>
      ) : null}
      {CONTACT_FIELDS.map((field) => (
        <Field key={field} field={field} error={errors[field]} defaultValue={values[field]} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={CONTACT_HONEYPOT_FIELD}>Laissez ce champ vide</label>
        <input id={CONTACT_HONEYPOT_FIELD} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        {...focusableDisabled(submitting)}
        className="self-start rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {submitting ? CONTACT_MESSAGES.sending : "Envoyer le message"}
      </button>
    </Form>
  );
}

function Field({
  field,
  error,
  defaultValue,
}: {
  field: ContactField;
  error?: string | undefined;
  defaultValue?: string | undefined;
}) {
  const id = `contact-${field}`;
  const errorId = `${id}-erreur`;
  const shared = {
    id,
    name: field,
    defaultValue,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `w-full rounded-lg border-2 bg-white px-3 py-2 ${error ? "border-red-600" : "border-brand-100 focus:border-brand-500"}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {LABELS[field]}
      </label>
      {field === "message" ? (
        <textarea {...shared} rows={7} />
      ) : (
        <input
          {...shared}
          type={field === "email" ? "email" : "text"}
          autoComplete={field === "name" ? "name" : field === "email" ? "email" : "off"}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
