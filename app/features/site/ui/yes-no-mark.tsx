import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const Minus = spriteIcon("minus");

/** A comparison table's yes or no: an icon, and the word for screen readers. */
export function YesNoMark({
  value,
  yes,
  no,
  centred = false,
}: {
  value: boolean;
  yes: string;
  no: string;
  /** Centres the icon in its cell. */
  centred?: boolean;
}) {
  const place = centred ? "mx-auto " : "";
  return value ? (
    <>
      <Check className={`${place}size-5 text-success`} />
      <span className="sr-only">{yes}</span>
    </>
  ) : (
    <>
      <Minus className={`${place}size-5 text-ink-muted`} />
      <span className="sr-only">{no}</span>
    </>
  );
}
