import type { Assignee, LeadHistoryEntry } from "@app/contract";
import { formatDateTime } from "../../lib/format.ts";
import { historyText } from "./lead-words.ts";

/** Every change to the lead, oldest first, in words with who and when. */
export function LeadHistory({
  history,
  people,
}: {
  history: readonly LeadHistoryEntry[];
  people: readonly Assignee[];
}) {
  return (
    <section aria-labelledby="lead-history-title" className="flex flex-col gap-2">
      <h3
        id="lead-history-title"
        className="text-xs font-medium uppercase tracking-wide text-slate-500"
      >
        History
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing changed yet.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm text-slate-700">
          {history.map((entry, index) => (
            // History entries have no id of their own; the list only ever grows at its end.
            <li key={index}>
              {historyText(entry, people)},{" "}
              <time dateTime={entry.at} className="text-slate-600">
                {formatDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
