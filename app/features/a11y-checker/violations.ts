/**
 * What the accessibility checker lists (spec §1, §9): axe-core's violations, one item per failing
 * element, grouped by impact from the most to the least severe. Plain data, no DOM: the element
 * itself is carried as an opaque value for the panel to highlight.
 */

export const IMPACTS = ["critical", "serious", "moderate", "minor"] as const;
export type Impact = (typeof IMPACTS)[number];

/** The part of an axe-core result this module reads (`axe.Result` fits it). */
export interface ViolationLike<E> {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: readonly {
    readonly impact?: string | null;
    readonly target: readonly unknown[];
    readonly element?: E;
  }[];
}

export interface CheckerItem<E> {
  /** Unique within one run: the rule and the element's position in the rule's list. */
  readonly key: string;
  readonly ruleId: string;
  readonly help: string;
  readonly impact: Impact;
  /** The element's CSS selector as axe-core gives it (nested for shadow DOM or frames). */
  readonly target: string;
  readonly element: E | undefined;
}

export interface ImpactGroup<E> {
  readonly impact: Impact;
  readonly items: readonly CheckerItem<E>[];
}

function isImpact(value: unknown): value is Impact {
  return typeof value === "string" && (IMPACTS as readonly string[]).includes(value);
}

/** An element's own impact wins over its rule's; a rule without one counts as minor. */
function impactOf(nodeImpact: unknown, ruleImpact: unknown): Impact {
  if (isImpact(nodeImpact)) return nodeImpact;
  return isImpact(ruleImpact) ? ruleImpact : "minor";
}

function targetText(target: readonly unknown[]): string {
  return target.map((part) => (Array.isArray(part) ? part.join(" ") : String(part))).join(" ");
}

/**
 * Groups the violations' elements by impact, most severe first, leaving out empty groups. Within a
 * group, items keep axe-core's rule order and, for one rule, the elements' order in the page.
 */
export function groupByImpact<E>(violations: readonly ViolationLike<E>[]): ImpactGroup<E>[] {
  const byImpact = new Map<Impact, CheckerItem<E>[]>(IMPACTS.map((impact) => [impact, []]));
  for (const violation of violations) {
    violation.nodes.forEach((node, index) => {
      const impact = impactOf(node.impact, violation.impact);
      byImpact.get(impact)!.push({
        key: `${violation.id}-${index}`,
        ruleId: violation.id,
        help: violation.help,
        impact,
        target: targetText(node.target),
        element: node.element,
      });
    });
  }
  return IMPACTS.filter((impact) => byImpact.get(impact)!.length > 0).map((impact) => ({
    impact,
    items: byImpact.get(impact)!,
  }));
}

export function countItems(groups: readonly ImpactGroup<unknown>[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}
