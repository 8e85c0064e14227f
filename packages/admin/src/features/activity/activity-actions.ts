import { ACTIVITY_ACTION_IDS, ACTIVITY_ACTIONS, type ActivityAction } from "@app/contract";

/** The kinds of action, by the id's first word, in the order the filter lists them. */
const GROUPS: { prefixes: readonly string[]; label: string }[] = [
  { prefixes: ["login", "logout", "session", "password", "totp", "passkey"], label: "Sign-in" },
  { prefixes: ["content"], label: "Content" },
  { prefixes: ["image", "bulk"], label: "Images" },
  { prefixes: ["document"], label: "PDFs" },
  { prefixes: ["submission"], label: "Messages" },
  { prefixes: ["mail"], label: "Settings" },
];

export interface ActionGroup {
  label: string;
  actions: { id: ActivityAction; label: string }[];
}

/**
 * Every action the log can hold, grouped for the filter's select. An action of a kind this list
 * does not know yet still shows, under "Other".
 */
export function actionGroups(ids: readonly ActivityAction[] = ACTIVITY_ACTION_IDS): ActionGroup[] {
  const groups: ActionGroup[] = [...GROUPS, { prefixes: [], label: "Other" }].map((g) => ({
    label: g.label,
    actions: [],
  }));
  for (const id of ids) {
    const prefix = id.split(".")[0]!;
    const index = GROUPS.findIndex((g) => g.prefixes.includes(prefix));
    groups.at(index)!.actions.push({ id, label: actionLabel(id) });
  }
  return groups.filter((g) => g.actions.length > 0);
}

/**
 * The words for an action. A desktop app older than its server can meet an action it has no
 * words for yet: then its id, rather than nothing.
 */
export const actionLabel = (id: ActivityAction): string =>
  (ACTIVITY_ACTIONS as Partial<Record<string, string>>)[id] ?? id;

/** Entries that may mean someone is trying to get in: shown as a warning. */
export const isWarning = (action: ActivityAction) => action === "login.failure";
