import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Code from "lucide-react/icons/code";
import Download from "lucide-react/icons/download";
import GraduationCap from "lucide-react/icons/graduation-cap";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Newspaper from "lucide-react/icons/newspaper";
import Video from "lucide-react/icons/video";
import type { ResourceIcon as IconName } from "#app/content/resources/index.ts";

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
