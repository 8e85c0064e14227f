import {
  type RedirectStatus,
  type RedirectTarget,
  redirectMessages,
  redirectTarget,
  redirectTargetText,
} from "@app/contract";

/** A redirect as the rules see it: manual ones by their number, renames by their old name. */
export interface RuleRedirect {
  id: string;
  from: string;
  to: string;
  status: RedirectStatus;
  kind: "manual" | "rename";
}

export interface RedirectProblem {
  status: 400 | 409;
  field: "from" | "to";
  message: string;
}

export interface RedirectPlan {
  /** Where the new or changed redirect leads, any chain through other redirects followed. */
  to: string;
  /** Manual redirects that led to `from` now lead where it leads: no chain of two hops. */
  collapsed: { id: string; to: string }[];
}

const targetOf = (to: string): RedirectTarget | undefined => {
  const checked = redirectTarget(to);
  return "target" in checked ? checked.target : undefined;
};

/**
 * Whether a redirect from `from` to `target` may join `existing` (without the one being
 * changed, `id`), and how: an address already redirected is refused, a target that is itself
 * redirected is followed to its end (a chain collapsed), and a circle is refused naming its
 * steps. Which addresses are live pages is the caller's to check.
 */
export function planRedirect(
  existing: readonly RuleRedirect[],
  change: { id?: string; from: string; target: RedirectTarget },
): { plan: RedirectPlan } | { problem: RedirectProblem } {
  const others = existing.filter((redirect) => redirect.id !== change.id);
  const byFrom = new Map(others.map((redirect) => [redirect.from, redirect]));
  const taken = byFrom.get(change.from);
  if (taken) {
    return {
      problem: {
        status: 409,
        field: "from",
        message:
          taken.kind === "rename"
            ? redirectMessages.takenByRename(change.from)
            : redirectMessages.taken(change.from),
      },
    };
  }
  let target = change.target;
  const chain = [change.from];
  while (target.kind === "site") {
    if (target.path === change.from) {
      return {
        problem:
          chain.length === 1
            ? { status: 400, field: "to", message: redirectMessages.sameAddress }
            : { status: 409, field: "to", message: redirectMessages.loop([...chain, change.from]) },
      };
    }
    const next = byFrom.get(target.path);
    if (!next) break;
    chain.push(target.path);
    const nextTarget = targetOf(next.to);
    if (!nextTarget) break;
    // The first redirect's query and anchor are what the owner asked for; the last one's path.
    target =
      nextTarget.kind === "site" && target.rest ? { ...nextTarget, rest: target.rest } : nextTarget;
    // `existing` holds no circle (each was refused), so a chain ends within its length.
    if (chain.length > existing.length + 1) break;
  }
  const to = redirectTargetText(target);
  const collapsed = others
    .filter((redirect) => redirect.kind === "manual")
    .flatMap((redirect) => {
      const led = targetOf(redirect.to);
      if (led?.kind !== "site" || led.path !== change.from) return [];
      const through =
        target.kind === "site"
          ? redirectTargetText({ ...target, rest: led.rest || target.rest })
          : to;
      return [{ id: redirect.id, to: through }];
    });
  return { plan: { to, collapsed } };
}
