import { DAY_END_HOUR, DAY_START_HOUR, THEME_COOKIE } from "./theme.ts";

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme. It resolves the
 * stored preference (cookie, then local storage) with the same rules as `theme.ts`; the ambient mode
 * starts from the system preference until the sensor reports.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=([a-z]+)/);var p=(m&&m[1])||localStorage.getItem("${THEME_COOKIE}")||"system";var d=window.matchMedia("(prefers-color-scheme: dark)").matches;var h=new Date().getHours();var t=p==="dark"||p==="light"?p:p==="auto"?(h>=${DAY_START_HOUR}&&h<${DAY_END_HOUR}?"light":"dark"):(d?"dark":"light");var e=document.documentElement;e.classList.toggle("dark",t==="dark");e.style.colorScheme=t;e.dataset.themePreference=p}catch(x){}})();`;
