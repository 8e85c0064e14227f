import { Switch } from "@app/ui/components/switch";
import { useId } from "react";
import { SettingsCard } from "../components/settings-card.tsx";
import { setDeveloperTools, useDeveloperTools } from "../lib/developer-tools.ts";

/** Settings: the switch that shows the developer's tools in this browser. */
export function DeveloperToolsCard() {
  const on = useDeveloperTools();
  const helpId = useId();
  return (
    <SettingsCard
      title="Developer tools"
      description="For whoever builds the website. Leave this off unless they ask you to turn it on."
    >
      <div className="flex flex-col gap-2">
        <Switch checked={on} onCheckedChange={setDeveloperTools} aria-describedby={helpId}>
          Show developer tools in this browser
        </Switch>
        <p id={helpId} className="text-sm text-slate-600">
          {on
            ? "Shown: each editor can switch to the raw JSON view, Settings lists the free-form sections, and technical details appear beside the owner's words."
            : "Hidden: the editors show their forms only."}
        </p>
      </div>
    </SettingsCard>
  );
}
