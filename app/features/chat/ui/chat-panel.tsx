import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Link, useNavigate } from "react-router";
import { track } from "#app/features/tracking/track.ts";
import {
  appendMessage,
  createSession,
  handleOption,
  handleText,
  isExpired,
  leadQuality,
  leadResult,
  MAX_INPUT_LENGTH,
  typingDelay,
  visibleOptions,
  type ChatEffect,
  type ChatEnv,
  type ChatIcon,
  type ChatLeadPayload,
  type ChatMessage,
  type ChatOption,
  type ChatSession,
  type ChatTurn,
} from "#app/features/chat/engine.ts";
import { submitChatLead } from "#app/features/chat/lead.ts";
import { chatNamespace } from "#app/features/chat/locales.ts";
import { clearStoredSession, loadSession, saveSession } from "#app/features/chat/storage.ts";
import { toast } from "#app/ui/toast.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { spriteIcon, type IconComponent } from "#app/ui/icon.tsx";
import { useDialog } from "#app/ui/primitives/dialog.ts";
import { useMenu, type MenuFocus } from "#app/ui/primitives/menu.ts";
import { useMenuList } from "#app/ui/primitives/menu-list.ts";

const ArrowUpRight = spriteIcon("arrow-up-right");
const Bot = spriteIcon("bot");
const Calculator = spriteIcon("calculator");
const CalendarCheck = spriteIcon("calendar-check");
const Check = spriteIcon("check");
const EllipsisVertical = spriteIcon("ellipsis-vertical");
const FileText = spriteIcon("file-text");
const LayoutGrid = spriteIcon("layout-grid");
const MessageSquare = spriteIcon("message-square");
const PhoneCall = spriteIcon("phone-call");
const Plug = spriteIcon("plug");
const SendHorizontal = spriteIcon("send-horizontal");
const Tag = spriteIcon("tag");
const Trash2 = spriteIcon("trash");
const Users = spriteIcon("users");
const X = spriteIcon("x");

/**
 * The sales assistant's panel (spec §2 "Chatbot", §4 "Chat"): a modal dialog with a menu (clear
 * conversation), a close button, the message list, a typing indicator and the text field. Loaded
 * on demand by chat-launcher.tsx, so none of this weighs on the first page load. The rules live in
 * app/features/chat/engine.ts; this component shows messages, waits the typing delays and carries out the
 * engine's effects (notification, analytics, hand-over to a form, the chat lead).
 */

type ChatCloseReason = "user" | "handover";

export interface ChatPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The launcher's button, where focus returns when the visitor closes the panel. */
  readonly opener: RefObject<HTMLButtonElement | null>;
}

const ICONS: Readonly<Record<ChatIcon, IconComponent>> = {
  pricing: Tag,
  calculator: Calculator,
  quote: FileText,
  demo: CalendarCheck,
  contact: MessageSquare,
  callback: PhoneCall,
  modules: LayoutGrid,
  size: Users,
  technical: Plug,
  link: ArrowUpRight,
  check: Check,
  close: X,
};

/** Below Tailwind's `sm` breakpoint the panel is a full-screen sheet. */
const PHONE_QUERY = "(max-width: 639.98px)";
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;
const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Where focus rests inside the dialog: the text field, except on a phone where focusing it would
 * pop the keyboard over half of the conversation; there the dialog itself takes focus.
 */
function focusTarget(dialog: HTMLElement | null): HTMLElement | null {
  const field = dialog?.querySelector<HTMLInputElement>("input");
  return field && !isPhone() ? field : dialog;
}
const focusInside = (dialog: HTMLElement | null) => focusTarget(dialog)?.focus();

/** `crypto.randomUUID` needs a secure context; plain-HTTP previews get 32 random hex digits instead. */
function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

function chatEnv(): ChatEnv {
  return { now: Date.now(), newId };
}

export default function ChatPanel({ open, onClose, opener }: ChatPanelProps) {
  const { t } = useNamespace(chatNamespace);
  const lang = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();

  const [session, setSession] = useState<ChatSession | null>(null);
  const [typing, setTyping] = useState(false);
  const [input, setInput] = useState("");
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const menu = useMenu();
  const closeMenu = menu.close;

  // The engine works on the latest session synchronously (a reply may be pending while the
  // visitor types), so the session lives in a ref mirrored into state for rendering.
  const sessionRef = useRef<ChatSession | null>(null);
  const pending = useRef<ChatMessage[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const generation = useRef(0);

  const dialogRef = useRef<HTMLDivElement>(null);
  // After a hand-over the page takes focus; otherwise it returns to the launcher (dialog pattern).
  const handedOver = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const revealFocus = useRef<string | null>(null);

  const commit = useCallback((next: ChatSession | null) => {
    sessionRef.current = next;
    setSession(next);
    // spec §4: the session is saved locally after every change.
    if (next) saveSession(next);
    else clearStoredSession();
  }, []);

  /** Shows the next pending reply after its typing delay (spec §9: 30 ms/char, 800–3000 ms). */
  const pump = useCallback(() => {
    if (timer.current !== undefined) return;
    const next = pending.current[0];
    if (!next) {
      setTyping(false);
      return;
    }
    setTyping(true);
    const gen = generation.current;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      if (gen !== generation.current) return;
      pending.current.shift();
      const current = sessionRef.current;
      if (current) commit(appendMessage(current, next, Date.now()));
      pump();
    }, typingDelay(next.text));
  }, [commit]);

  /** The visitor acts while a reply is pending: show it now, so the conversation stays in order. */
  const flush = useCallback((): ChatSession | null => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    let current = sessionRef.current;
    if (current && pending.current.length > 0) {
      for (const message of pending.current) current = appendMessage(current, message, Date.now());
      commit(current);
    }
    pending.current = [];
    setTyping(false);
    return current;
  }, [commit]);

  /** The session to work on: the current one, or a fresh greeting when none or expired (spec §4, §9). */
  const activeSession = useCallback((): ChatSession => {
    const current = flush();
    if (current && !isExpired(current, Date.now())) return current;
    const fresh = loadSession(Date.now()) ?? createSession(lang, chatEnv());
    commit(fresh);
    return fresh;
  }, [commit, flush, lang]);

  const end = useCallback(
    (reason: ChatCloseReason) => {
      // spec §4: closing ends the session and records the lead quality.
      const current = sessionRef.current;
      track("user-action", {
        action: "chat_closed",
        leadQuality: current ? leadQuality(current.context) : "cold",
        messages: current?.messages.length ?? 0,
      });
      handedOver.current = reason === "handover";
      closeMenu(false);
      onClose();
    },
    [onClose, closeMenu],
  );

  async function submitLead(payload: ChatLeadPayload) {
    const gen = generation.current;
    setTyping(true);
    const result = await submitChatLead({ ...payload, page: window.location.pathname });
    if (gen !== generation.current) return;
    const current = flush();
    if (current) run(leadResult(current, result.ok, lang, chatEnv()));
  }

  function runEffect(effect: ChatEffect): string | undefined {
    switch (effect.type) {
      case "track":
        track("user-action", { action: effect.name, ...effect.properties });
        return undefined;
      case "notify":
        toast.info(t("calculatorToast.title"), t("calculatorToast.description"), {
          id: "chat-price-calculator",
        });
        return undefined;
      case "submit_lead":
        void submitLead(effect.payload);
        return undefined;
      case "navigate":
        return effect.to;
    }
  }

  function run(turn: ChatTurn) {
    commit(turn.session);
    let destination: string | undefined;
    for (const effect of turn.effects) destination = runEffect(effect) ?? destination;
    if (turn.instant) {
      let current = turn.session;
      for (const message of turn.replies) current = appendMessage(current, message, Date.now());
      commit(current);
    } else {
      pending.current.push(...turn.replies);
      pump();
    }
    if (destination) {
      // spec §4: contact_request and book_demo hand over to the page, with the form prefilled.
      end("handover");
      void navigate(localizedPath(destination, lang));
    }
  }

  // First open creates (or restores) the session; every open re-checks the 24-hour expiry.
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    if (!open) return;
    const current = sessionRef.current;
    if (!current || isExpired(current, Date.now())) {
      pending.current = [];
      commit(loadSession(Date.now()) ?? createSession(langRef.current, chatEnv()));
    }
    track("user-action", { action: "chat_opened" });
  }, [open, commit]);

  const ready = open && session !== null;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // New messages scroll into view (without animation when the visitor asked for less motion). A
  // reply taller than the list is shown from its first line, so that it is read from the top.
  const messageCount = session?.messages.length ?? 0;
  useEffect(() => {
    const list = scrollRef.current;
    if (!open || !list) return;
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    const lastItem = list.querySelector<HTMLElement>("ol > li:last-child");
    const tall = !typing && lastItem && lastItem.offsetHeight > list.clientHeight - 24;
    // The list is the items' offset parent (`relative`), so offsetTop is measured inside it.
    const top = tall ? lastItem.offsetTop - 12 : list.scrollHeight;
    list.scrollTo({ top, behavior });
  }, [open, messageCount, typing]);

  // Focus moves into the dialog once it is drawn, and back to the launcher on close. Escape or a
  // press outside (except on a toast, and on a phone where the sheet covers the page) closes it;
  // Tab stays inside; on a phone the page behind must not scroll.
  const dialog = useDialog(dialogRef, {
    open: ready,
    onClose: () => end("user"),
    initialFocus: () => focusTarget(dialogRef.current),
    returnFocus: () => (handedOver.current ? null : opener.current),
    trap: true,
    closeOnOutside: (target) => !isPhone() && !target.closest("[data-sonner-toaster]"),
    lockScroll: isPhone,
  });

  // Toasts stay bottom-right (spec §1): while the panel is open they move to its left
  // (app.css, `data-chat-open`), so that none covers the text field.
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.chatOpen = "true";
    return () => {
      delete document.documentElement.dataset.chatOpen;
    };
  }, [open]);

  useEffect(() => {
    if (!revealFocus.current) return;
    document.getElementById(revealFocus.current)?.focus();
    revealFocus.current = null;
  }, [revealed]);

  if (!open || !session) return null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = input.trim();
    if (text === "") return; // spec §5: empty or whitespace-only input is ignored.
    const turn = handleText(activeSession(), text, lang, chatEnv());
    setInput("");
    if (turn) run(turn);
  }

  function choose(option: ChatOption) {
    run(handleOption(activeSession(), option, lang, chatEnv()));
    // The chosen option disappears with the new turn: keep focus inside the dialog.
    focusInside(dialogRef.current);
  }

  function clear() {
    // spec §4: clearing removes messages, session and stored data; a new conversation starts.
    generation.current++;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = [];
    setTyping(false);
    setRevealed(new Set());
    closeMenu(false);
    commit(null);
    commit(createSession(lang, chatEnv()));
    track("user-action", { action: "chat_cleared" });
    focusInside(dialogRef.current);
  }

  const messages = session.messages;
  const last = messages.at(-1);
  // Suggested replies are those of the latest bot message: older ones no longer apply.
  const activeOptionsId = last?.sender === "bot" && !typing ? last.id : null;
  const canSend = input.trim() !== "";

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab is kept inside the modal dialog
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={dialog.onKeyDown}
      data-chat-panel=""
      className="fixed inset-0 z-50 flex h-dvh flex-col outline-none bg-surface text-ink transition-[opacity,translate] duration-200 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[560px] sm:max-h-[calc(100dvh-2rem)] sm:w-[380px] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl sm:shadow-black/20 dark:sm:shadow-black/60"
    >
      <header className="flex shrink-0 items-center gap-2.5 bg-brand-solid py-3 pr-2 pl-4 text-on-brand">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white/15" aria-hidden="true">
          <Bot className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-[15px] leading-tight font-semibold">
            {t("title")}
          </h2>
          <p className="mt-0.5 flex items-center gap-1.5 truncate text-xs">
            <span className="size-2 shrink-0 rounded-full bg-emerald-300" aria-hidden="true" />
            {t("status")}
          </p>
        </div>
        <div className="relative">
          <button
            {...menu.buttonProps}
            aria-label={t("menu")}
            className="grid size-9 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white"
          >
            <EllipsisVertical className="size-5" aria-hidden="true" />
          </button>
          {menu.open && (
            <div ref={menu.menuRef}>
              <ChatMenu id={menu.menuId} label={t("menu")} focus={menu.focus} onClose={closeMenu}>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={clear}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm hover:bg-surface-sunken focus-visible:bg-surface-sunken"
                >
                  <Trash2 className="size-4 text-danger" aria-hidden="true" />
                  {t("clear")}
                </button>
              </ChatMenu>
            </div>
          )}
        </div>
        <button
          type="button"
          aria-label={t("close")}
          onClick={() => end("user")}
          className="grid size-9 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div
        ref={scrollRef}
        className="relative flex-1 overflow-y-auto overscroll-contain bg-surface-raised px-4 py-4"
      >
        <ol
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t("conversation")}
          className="flex flex-col gap-3"
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              lang={lang}
              senderLabel={message.sender === "bot" ? t("assistant") : t("you")}
              showOptions={message.id === activeOptionsId}
              revealed={revealed.has(message.id)}
              suggestionsLabel={t("suggestions")}
              moreLabel={(count) => t("moreOptions", { count })}
              onReveal={() => {
                revealFocus.current = `${message.id}-option-4`;
                setRevealed((set) => new Set(set).add(message.id));
              }}
              onChoose={choose}
              onLink={() => {
                if (isPhone()) end("handover");
              }}
            />
          ))}
        </ol>
        {typing && (
          <div className="mt-3 flex items-center gap-2" data-chat-typing="">
            <span className="sr-only">{t("typing")}</span>
            <span
              className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-line bg-surface px-4 py-3"
              aria-hidden="true"
            >
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-2 rounded-full bg-ink-muted motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          </div>
        )}
      </div>

      <form
        onSubmit={onSubmit}
        className="shrink-0 border-t border-line bg-surface px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="flex items-center gap-2">
          <label htmlFor={`${titleId}-input`} className="sr-only">
            {t("inputLabel")}
          </label>
          <input
            id={`${titleId}-input`}
            type="text"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t("placeholder")}
            maxLength={MAX_INPUT_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface-sunken px-4 text-base text-ink placeholder:text-ink-muted focus:border-brand focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 sm:text-sm"
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label={t("send")}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-solid text-on-brand transition-colors hover:bg-brand-solid-hover disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-muted"
          >
            <SendHorizontal className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p className="mt-2 text-center text-xs text-ink-muted">{t("privacy")}</p>
      </form>
    </div>
  );
}

interface MessageItemProps {
  readonly message: ChatMessage;
  readonly lang: "fr" | "en";
  readonly senderLabel: string;
  readonly showOptions: boolean;
  readonly revealed: boolean;
  readonly suggestionsLabel: string;
  readonly moreLabel: (count: number) => string;
  readonly onReveal: () => void;
  readonly onChoose: (option: ChatOption) => void;
  readonly onLink: () => void;
}

const optionClass =
  "inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand/40 bg-surface px-3 py-1.5 text-left text-sm font-medium text-brand transition-colors hover:border-brand hover:bg-brand-soft";

function MessageItem({
  message,
  lang,
  senderLabel,
  showOptions,
  revealed,
  suggestionsLabel,
  moreLabel,
  onReveal,
  onChoose,
  onLink,
}: MessageItemProps) {
  const isBot = message.sender === "bot";
  const { visible, hidden } = visibleOptions(message.options ?? [], revealed);
  return (
    <li
      className={isBot ? "flex flex-col items-start gap-2" : "flex flex-col items-end"}
      data-sender={message.sender}
    >
      <p
        className={
          isBot
            ? "max-w-[88%] rounded-2xl rounded-bl-sm border border-line bg-surface px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line text-ink"
            : "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-solid px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line break-words text-on-brand"
        }
      >
        <span className="sr-only">{senderLabel} </span>
        {message.text}
      </p>
      {isBot && showOptions && visible.length > 0 && (
        <div
          role="group"
          aria-label={suggestionsLabel}
          className="flex max-w-full flex-wrap gap-2"
          data-chat-options=""
        >
          {visible.map((option, index) => {
            const Icon = option.icon ? ICONS[option.icon] : null;
            const content = (
              <>
                {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
                {option.text}
              </>
            );
            const id = `${message.id}-option-${index}`;
            return option.action === "open_link" && option.payload?.href ? (
              <Link
                key={id}
                id={id}
                to={localizedPath(option.payload.href, lang)}
                onClick={onLink}
                className={optionClass}
              >
                {content}
              </Link>
            ) : (
              <button key={id} id={id} type="button" onClick={() => onChoose(option)} className={optionClass}>
                {content}
              </button>
            );
          })}
          {hidden > 0 && (
            <button
              type="button"
              onClick={onReveal}
              aria-expanded="false"
              className="inline-flex min-h-9 items-center rounded-full border border-dashed border-line px-3 py-1.5 text-sm font-medium text-ink-muted hover:border-brand hover:text-brand"
            >
              {moreLabel(hidden)}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The panel's menu (clear the conversation), with the shared menu keyboard. */
function ChatMenu({
  id,
  label,
  focus,
  onClose,
  children,
}: {
  id: string;
  label: string;
  focus: MenuFocus;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const menu = useMenuList(ref, { focus, onClose });
  return (
    <div
      {...menu}
      ref={ref}
      id={id}
      aria-label={label}
      className="absolute top-10 right-0 z-10 w-60 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-xl"
    >
      {children}
    </div>
  );
}
