import type { ReactNode } from "react";
import { spriteIcon } from "./icon.tsx";

const CircleAlert = spriteIcon("circle-exclamation-point");
const CircleCheck = spriteIcon("circle-check");
const Info = spriteIcon("info");

/**
 * A message in the page flow: success and information are polite status messages, errors are
 * alerts read out at once. Rendered by the server, so it shows before JavaScript runs.
 */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: "success" | "error" | "info";
  children: ReactNode;
  id?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : tone === "error" ? CircleAlert : Info;
  const color =
    tone === "success"
      ? "border-success/40 text-success"
      : tone === "error"
        ? "border-danger/40 text-danger"
        : "border-line text-brand";
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-xl border bg-surface-raised px-4 py-3 ${color}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm font-medium text-ink">{children}</div>
    </div>
  );
}
