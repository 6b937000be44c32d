import type { LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconMarkup } from "./icon.tsx";
import Accessibility from "lucide-react/icons/accessibility";
import Activity from "lucide-react/icons/activity";
import Award from "lucide-react/icons/award";
import Baby from "lucide-react/icons/baby";
import BadgeCheck from "lucide-react/icons/badge-check";
import BellRing from "lucide-react/icons/bell-ring";
import BookOpen from "lucide-react/icons/book-open";
import BookMarked from "lucide-react/icons/book-marked";
import Bot from "lucide-react/icons/bot";
import Boxes from "lucide-react/icons/boxes";
import Brain from "lucide-react/icons/brain";
import Briefcase from "lucide-react/icons/briefcase";
import Building from "lucide-react/icons/building";
import Building2 from "lucide-react/icons/building-2";
import Bus from "lucide-react/icons/bus";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarDays from "lucide-react/icons/calendar-days";
import ChartColumn from "lucide-react/icons/chart-column";
import ChartLine from "lucide-react/icons/chart-line";
import ChartPie from "lucide-react/icons/chart-pie";
import CircleHelp from "lucide-react/icons/circle-help";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import Cloud from "lucide-react/icons/cloud";
import Compass from "lucide-react/icons/compass";
import DatabaseZap from "lucide-react/icons/database-zap";
import DoorOpen from "lucide-react/icons/door-open";
import Download from "lucide-react/icons/download";
import Euro from "lucide-react/icons/euro";
import Factory from "lucide-react/icons/factory";
import FileCheck from "lucide-react/icons/file-check";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import FileText from "lucide-react/icons/file-text";
import FolderOpen from "lucide-react/icons/folder-open";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Gauge from "lucide-react/icons/gauge";
import Glasses from "lucide-react/icons/glasses";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Hammer from "lucide-react/icons/hammer";
import HandCoins from "lucide-react/icons/hand-coins";
import HandHeart from "lucide-react/icons/hand-heart";
import Handshake from "lucide-react/icons/handshake";
import Headset from "lucide-react/icons/headset";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import HeartPulse from "lucide-react/icons/heart-pulse";
import IdCard from "lucide-react/icons/id-card";
import KeyRound from "lucide-react/icons/key-round";
import Landmark from "lucide-react/icons/landmark";
import Languages from "lucide-react/icons/languages";
import Layers from "lucide-react/icons/layers";
import LayoutTemplate from "lucide-react/icons/layout-template";
import Library from "lucide-react/icons/library";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Lightbulb from "lucide-react/icons/lightbulb";
import ListChecks from "lucide-react/icons/list-checks";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Medal from "lucide-react/icons/medal";
import MessageCircle from "lucide-react/icons/message-circle";
import MessageSquareText from "lucide-react/icons/message-square-text";
import MonitorPlay from "lucide-react/icons/monitor-play";
import Network from "lucide-react/icons/network";
import NotebookPen from "lucide-react/icons/notebook-pen";
import Package from "lucide-react/icons/package";
import PenTool from "lucide-react/icons/pen-tool";
import Pill from "lucide-react/icons/pill";
import PlugZap from "lucide-react/icons/plug-zap";
import Presentation from "lucide-react/icons/presentation";
import Puzzle from "lucide-react/icons/puzzle";
import ReceiptEuro from "lucide-react/icons/receipt-euro";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Rocket from "lucide-react/icons/rocket";
import Route from "lucide-react/icons/route";
import Scale from "lucide-react/icons/scale";
import School from "lucide-react/icons/school";
import Server from "lucide-react/icons/server";
import SearchCheck from "lucide-react/icons/search-check";
import UserPlus from "lucide-react/icons/user-plus";
import Settings from "lucide-react/icons/settings";
import Share2 from "lucide-react/icons/share-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Stethoscope from "lucide-react/icons/stethoscope";
import Target from "lucide-react/icons/target";
import Timer from "lucide-react/icons/timer";
import TrendingUp from "lucide-react/icons/trending-up";
import Trophy from "lucide-react/icons/trophy";
import UserCheck from "lucide-react/icons/user-check";
import Users from "lucide-react/icons/users";
import Utensils from "lucide-react/icons/utensils";
import Video from "lucide-react/icons/video";
import Wallet from "lucide-react/icons/wallet";
import Warehouse from "lucide-react/icons/warehouse";
import Workflow from "lucide-react/icons/workflow";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";

/**
 * The icons content files may name. Loaders turn a name into its SVG markup on the server
 * (`iconMarkup`), so pages draw content icons without shipping this registry to the browser.
 */
export const ICONS = {
  accessibility: Accessibility,
  activity: Activity,
  award: Award,
  baby: Baby,
  "badge-check": BadgeCheck,
  "bell-ring": BellRing,
  "book-open": BookOpen,
  "book-marked": BookMarked,
  bot: Bot,
  boxes: Boxes,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  "building-2": Building2,
  bus: Bus,
  "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  "chart-column": ChartColumn,
  "chart-line": ChartLine,
  "chart-pie": ChartPie,
  "circle-help": CircleHelp,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  compass: Compass,
  "database-zap": DatabaseZap,
  "door-open": DoorOpen,
  download: Download,
  euro: Euro,
  factory: Factory,
  "file-check": FileCheck,
  "file-spreadsheet": FileSpreadsheet,
  "file-text": FileText,
  "folder-open": FolderOpen,
  "gamepad-2": Gamepad2,
  gauge: Gauge,
  glasses: Glasses,
  globe: Globe,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  "hand-coins": HandCoins,
  "hand-heart": HandHeart,
  handshake: Handshake,
  headset: Headset,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  "id-card": IdCard,
  "key-round": KeyRound,
  landmark: Landmark,
  languages: Languages,
  layers: Layers,
  "layout-template": LayoutTemplate,
  library: Library,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  "list-checks": ListChecks,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  medal: Medal,
  "message-circle": MessageCircle,
  "message-square-text": MessageSquareText,
  "monitor-play": MonitorPlay,
  network: Network,
  "notebook-pen": NotebookPen,
  package: Package,
  "pen-tool": PenTool,
  pill: Pill,
  "plug-zap": PlugZap,
  presentation: Presentation,
  puzzle: Puzzle,
  "receipt-euro": ReceiptEuro,
  "refresh-cw": RefreshCw,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  school: School,
  server: Server,
  "search-check": SearchCheck,
  "user-plus": UserPlus,
  settings: Settings,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  target: Target,
  timer: Timer,
  "trending-up": TrendingUp,
  trophy: Trophy,
  "user-check": UserCheck,
  users: Users,
  utensils: Utensils,
  video: Video,
  wallet: Wallet,
  warehouse: Warehouse,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

const cache = new Map<IconName, IconMarkup>();

/** The icon's SVG, sized by its container (see `Icon`), hidden from assistive technologies. */
export function iconMarkup(name: IconName): IconMarkup {
  let markup = cache.get(name);
  if (!markup) {
    const svg = renderToStaticMarkup(
      createElement(ICONS[name], { width: "100%", height: "100%", "aria-hidden": true, focusable: false }),
    );
    markup = { __html: svg };
    cache.set(name, markup);
  }
  return markup;
}
