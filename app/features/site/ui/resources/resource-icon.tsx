import type { ResourceIcon as IconName } from "#content/resources/index.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const BookOpen = spriteIcon("book-open");
const Briefcase = spriteIcon("briefcase");
const Code = spriteIcon("code");
const Download = spriteIcon("download");
const GraduationCap = spriteIcon("graduation-cap");
const LifeBuoy = spriteIcon("life-buoy");
const Newspaper = spriteIcon("newspaper");
const Video = spriteIcon("video");

const ICONS = {
  "life-buoy": LifeBuoy,
  "book-open": BookOpen,
  "graduation-cap": GraduationCap,
  code: Code,
  newspaper: Newspaper,
  briefcase: Briefcase,
  video: Video,
  download: Download,
} satisfies Record<IconName, unknown>;

export function ResourceIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} />;
}
