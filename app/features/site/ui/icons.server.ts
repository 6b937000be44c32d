import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconMarkup } from "./icon.tsx";
import { spriteIcon, type IconComponent } from "#app/ui/icon.tsx";

const Accessibility = spriteIcon("accessibility");
const Activity = spriteIcon("activity");
const Award = spriteIcon("award");
const Baby = spriteIcon("baby");
const BadgeCheck = spriteIcon("badge-check");
const BellRing = spriteIcon("bell-ring");
const BookOpen = spriteIcon("book-open");
const BookMarked = spriteIcon("book-marked");
const Bot = spriteIcon("bot");
const Boxes = spriteIcon("boxes");
const Brain = spriteIcon("brain");
const Briefcase = spriteIcon("briefcase");
const Building = spriteIcon("building");
const Building2 = spriteIcon("building-2");
const Bus = spriteIcon("bus");
const CalendarCheck = spriteIcon("calendar-check");
const CalendarClock = spriteIcon("calendar-clock");
const CalendarDays = spriteIcon("calendar-days");
const ChartColumn = spriteIcon("chart-column");
const ChartLine = spriteIcon("chart-line");
const ChartPie = spriteIcon("chart-pie");
const CircleHelp = spriteIcon("circle-help");
const ClipboardCheck = spriteIcon("clipboard-check");
const Clock = spriteIcon("clock");
const Cloud = spriteIcon("cloud");
const Compass = spriteIcon("compass");
const DatabaseZap = spriteIcon("database-zap");
const DoorOpen = spriteIcon("door-open");
const Download = spriteIcon("download");
const Euro = spriteIcon("euro");
const Factory = spriteIcon("factory");
const FileCheck = spriteIcon("file-check");
const FileSpreadsheet = spriteIcon("file-spreadsheet");
const FileText = spriteIcon("file-text");
const FolderOpen = spriteIcon("folder-open");
const Gamepad2 = spriteIcon("gamepad-2");
const Gauge = spriteIcon("gauge");
const Glasses = spriteIcon("glasses");
const Globe = spriteIcon("globe");
const GraduationCap = spriteIcon("graduation-cap");
const Hammer = spriteIcon("hammer");
const HandCoins = spriteIcon("hand-coins");
const HandHeart = spriteIcon("hand-heart");
const Handshake = spriteIcon("handshake");
const Headset = spriteIcon("headset");
const HeartHandshake = spriteIcon("heart-handshake");
const HeartPulse = spriteIcon("heart-pulse");
const IdCard = spriteIcon("id-card");
const KeyRound = spriteIcon("key-round");
const Landmark = spriteIcon("landmark");
const Languages = spriteIcon("languages");
const Layers = spriteIcon("layers");
const LayoutTemplate = spriteIcon("layout-template");
const Library = spriteIcon("library");
const LifeBuoy = spriteIcon("life-buoy");
const Lightbulb = spriteIcon("lightbulb");
const ListChecks = spriteIcon("list-checks");
const Lock = spriteIcon("lock");
const Mail = spriteIcon("mail");
const MapPin = spriteIcon("map-pin");
const Medal = spriteIcon("medal");
const MessageCircle = spriteIcon("message-circle");
const MessageSquareText = spriteIcon("message-square-text");
const MonitorPlay = spriteIcon("monitor-play");
const Network = spriteIcon("network");
const NotebookPen = spriteIcon("notebook-pen");
const Package = spriteIcon("package");
const PenTool = spriteIcon("pen-tool");
const Pill = spriteIcon("pill");
const PlugZap = spriteIcon("plug-zap");
const Presentation = spriteIcon("presentation");
const Puzzle = spriteIcon("puzzle");
const ReceiptEuro = spriteIcon("receipt-euro");
const RefreshCw = spriteIcon("refresh-cw");
const Rocket = spriteIcon("rocket");
const Route = spriteIcon("route");
const Scale = spriteIcon("scale");
const School = spriteIcon("school");
const Server = spriteIcon("server");
const SearchCheck = spriteIcon("search-check");
const UserPlus = spriteIcon("user-plus");
const Settings = spriteIcon("settings");
const Share2 = spriteIcon("share-2");
const ShieldCheck = spriteIcon("shield-check");
const Smartphone = spriteIcon("smartphone");
const Sparkles = spriteIcon("sparkles");
const Stethoscope = spriteIcon("stethoscope");
const Target = spriteIcon("target");
const Timer = spriteIcon("timer");
const TrendingUp = spriteIcon("trending-up");
const Trophy = spriteIcon("trophy");
const UserCheck = spriteIcon("user-check");
const Users = spriteIcon("users");
const Utensils = spriteIcon("utensils");
const Video = spriteIcon("video");
const Wallet = spriteIcon("wallet");
const Warehouse = spriteIcon("warehouse");
const Workflow = spriteIcon("workflow");
const Wrench = spriteIcon("wrench");
const Zap = spriteIcon("zap");

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
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof ICONS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

const cache = new Map<IconName, IconMarkup>();

/** The icon's SVG, sized by its container (see `Icon`), hidden from assistive technologies. */
export function iconMarkup(name: IconName): IconMarkup {
  let markup = cache.get(name);
  if (!markup) {
    const svg = renderToStaticMarkup(createElement(ICONS[name], { className: "size-full" }));
    markup = { __html: svg };
    cache.set(name, markup);
  }
  return markup;
}

/** The markup of an icon that content names (a plain string there): a name the registry lacks is refused. */
export function contentIconMarkup(name: string): IconMarkup {
  if (!isIconName(name)) throw new Error(`Unknown icon "${name}"`);
  return iconMarkup(name);
}
