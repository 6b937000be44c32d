import type { NavIcon } from "#content/navigation.ts";
import { spriteIcon, type IconComponent } from "#app/ui/icon.tsx";

const BookOpen = spriteIcon("book-open");
const BriefcaseBusiness = spriteIcon("briefcase-business");
const Building2 = spriteIcon("building-complex");
const CodeXml = spriteIcon("code-xml");
const Compass = spriteIcon("compass");
const GraduationCap = spriteIcon("graduation-cap");
const LifeBuoy = spriteIcon("life-buoy");
const MonitorPlay = spriteIcon("monitor-play");
const Newspaper = spriteIcon("newspaper");
const PanelsTopLeft = spriteIcon("panels-top-left");
const Presentation = spriteIcon("presentation");
const School = spriteIcon("school");
const Smartphone = spriteIcon("smartphone");
const Sparkles = spriteIcon("sparkles");
const Video = spriteIcon("video");
const Wand = spriteIcon("wand");

/** The pictogram of each menu entry (content/navigation.ts names them). */
export const NAV_ICONS: Readonly<Record<NavIcon, IconComponent>> = {
  academic: GraduationCap,
  learning: MonitorPlay,
  services: Wand,
  enterprise: Building2,
  sectors: School,
  mobile: Smartphone,
  web: PanelsTopLeft,
  support: Compass,
  innovation: Sparkles,
  help: LifeBuoy,
  docs: BookOpen,
  training: Presentation,
  api: CodeXml,
  blog: Newspaper,
  cases: BriefcaseBusiness,
  webinars: Video,
};
