import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureLanguage } from "./lib/i18n/client.ts";
import { isLanguage } from "./lib/i18n/languages.ts";

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  await ensureLanguage(isLanguage(htmlLang) ? htmlLang : "fr");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
