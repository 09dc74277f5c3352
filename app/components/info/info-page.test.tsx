import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ALERTS_PRIVACY_PATH } from "../../../core/demand/alert-paths.ts";
import { CHAT_PRIVACY_PATH } from "../../../core/help/chat-greeting.ts";
import { InfoSection } from "./info-page.tsx";

/** The id a link's fragment names, rendered by a section of the legal notices as it is written there. */
const headingId = (sectionId: string) =>
  /<h2 id="([^"]+)"/.exec(
    renderToString(
      <InfoSection id={sectionId} title="Titre">
        texte
      </InfoSection>,
    ),
  )?.[1];

describe("links to a section of an information page land on its title", () => {
  it("the alert form's and the chat's privacy links name the headings the legal notices render", () => {
    expect(ALERTS_PRIVACY_PATH).toBe(`/mentions-legales#${headingId("alertes")}`);
    expect(CHAT_PRIVACY_PATH).toBe(`/mentions-legales#${headingId("donnees-personnelles")}`);
  });
});
