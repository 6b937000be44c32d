import { useCallback, useState } from "react";
import { Link } from "react-router";
import { spriteIcon } from "#app/ui/icon.tsx";

const ImageOff = spriteIcon("image-off");
const Play = spriteIcon("play");

export type MediaState = "loading" | "loaded" | "failed";

export interface HeroMediaTexts {
  readonly alt: string;
  readonly playLabel: string;
  readonly failedTitle: string;
  readonly failedText: string;
  readonly failedLink: string;
}

/**
 * The product image of the home hero (spec §1): loading (a skeleton under the image), loaded, or
 * failed (a placeholder card of the same size, so nothing moves). The play overlay only reports an
 * event: the spec gives it no other effect.
 */
export function HeroMedia({
  src,
  width,
  height,
  texts,
  fallbackHref,
  onPlay,
}: {
  src: string;
  width: number;
  height: number;
  texts: HeroMediaTexts;
  fallbackHref: string;
  onPlay: () => void;
}) {
  const [state, setState] = useState<MediaState>("loading");
  // The server-rendered image may finish (or fail) before React hydrates and attaches onLoad /
  // onError: read its outcome once the element is attached.
  const attach = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <div
      data-testid="hero-media"
      data-state={state}
      aria-busy={state === "loading"}
      className="relative overflow-hidden rounded-2xl border border-line bg-surface-sunken shadow-2xl shadow-blue-900/10"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {state === "failed" ? (
        <div
          data-testid="hero-media-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-raised p-6 text-center"
        >
          <ImageOff className="size-10 text-ink-muted" />
          <p className="text-lg font-semibold text-ink">{texts.failedTitle}</p>
          <p className="max-w-sm text-sm text-ink-muted">{texts.failedText}</p>
          <Link to={fallbackHref} className="btn btn-primary mt-1">
            {texts.failedLink}
          </Link>
        </div>
      ) : (
        <>
          {state === "loading" ? (
            <div className="absolute inset-0 animate-pulse bg-surface-sunken" aria-hidden="true" />
          ) : null}
          {/* Inside <picture>, React does not add its own preload: the route's `links` export
              already preloads this image, once. */}
          <picture>
            <img
              ref={attach}
              src={src}
              alt={texts.alt}
              width={width}
              height={height}
              fetchPriority="high"
              decoding="async"
              onLoad={() => setState("loaded")}
              onError={() => setState("failed")}
              className="relative block h-full w-full object-cover"
            />
          </picture>
          <button
            type="button"
            onClick={onPlay}
            className="group absolute inset-0 grid place-items-center bg-slate-950/0 transition-colors hover:bg-slate-950/10 focus-visible:bg-slate-950/10"
          >
            <span className="flex items-center gap-3 rounded-full bg-white/95 py-2 pr-5 pl-2 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-900/10 transition-transform group-hover:scale-105">
              <span className="grid size-10 place-items-center rounded-full bg-blue-700 text-white">
                <Play className="size-5 translate-x-px fill-current" />
              </span>
              {texts.playLabel}
            </span>
          </button>
        </>
      )}
    </div>
  );
}
