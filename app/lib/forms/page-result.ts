import { isFormResult, type FormFlash, type FormResult, type FormSuccess } from "./result.ts";

/** The success a page shows after a post without JavaScript (the redirect's one-shot message). */
export function flashSuccess(flash: FormFlash | null | undefined): FormSuccess | undefined {
  if (!flash) return undefined;
  return { status: "success", replay: false, ...flash };
}

/** What a form page shows from its route: the action's answer (no JavaScript), else the flash. */
export function pageAnswer(actionData: unknown, flash: FormSuccess | undefined): FormResult | undefined {
  if (isFormResult(actionData) && actionData.status !== "network" && actionData.status !== "unexpected") {
    return actionData as FormResult;
  }
  return flash;
}
