import { PLACEHOLDER_EMAIL, type PublisherContact, placeholderContact } from "../publisher-placeholders.ts";
import { DEMO_PUBLISHERS } from "./publishers.ts";

/**
 * Head offices we are sure of, from the publishers' public legal notices: street address and the publisher's own
 * website (its contact page is reached from there). Every other demo publisher gets a placeholder that says it must
 * be replaced (decision 014); the shop owner confirms each contact with the publisher before selling.
 */
const KNOWN: Readonly<Record<string, { postalAddress: string; electronicAddress: string }>> = {
  "Gallimard Jeunesse": {
    postalAddress: "Éditions Gallimard, 5 rue Gaston-Gallimard, 75007 Paris, France",
    electronicAddress: "https://www.gallimard-jeunesse.fr",
  },
  "L'École des loisirs": {
    postalAddress: "L'École des loisirs, 11 rue de Sèvres, 75006 Paris, France",
    electronicAddress: "https://www.ecoledesloisirs.fr",
  },
  Nathan: {
    postalAddress: "Nathan (Editis), 92 avenue de France, 75013 Paris, France",
    electronicAddress: "https://www.nathan.fr",
  },
  "Bayard Jeunesse": {
    postalAddress: "Bayard, 18 rue Barbès, 92120 Montrouge, France",
    electronicAddress: PLACEHOLDER_EMAIL,
  },
  "Hachette Jeunesse": {
    postalAddress: "Hachette Livre, 58 rue Jean-Bleuzen, 92170 Vanves, France",
    electronicAddress: PLACEHOLDER_EMAIL,
  },
  "Albin Michel Jeunesse": {
    postalAddress: "Éditions Albin Michel, 22 rue Huyghens, 75014 Paris, France",
    electronicAddress: "https://www.albin-michel.fr",
  },
  "Actes Sud Junior": {
    postalAddress: "Actes Sud, Le Méjan, place Nina-Berberova, 13200 Arles, France",
    electronicAddress: "https://www.actes-sud.fr",
  },
  "Seuil Jeunesse": {
    postalAddress: "Éditions du Seuil, 57 rue Gaston-Tessier, 75019 Paris, France",
    electronicAddress: "https://www.seuil.com",
  },
};

/** The demo catalogue's publishers with their contact: the known head offices, clearly marked placeholders else. */
export function demoPublisherContacts(): PublisherContact[] {
  return DEMO_PUBLISHERS.map(({ name }) => {
    const known = KNOWN[name];
    return known ? { name, ...known, verified: true } : placeholderContact(name);
  });
}
