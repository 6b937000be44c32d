import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { initClientI18n } from "./lib/i18n/client.ts";
import { isLanguage } from "./lib/i18n/languages.ts";

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const i18n = await initClientI18n(isLanguage(htmlLang) ? htmlLang : "fr");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
