import { Tabs, TabsContent, TabsList, TabsTrigger } from "@app/ui/components/tabs";
import { cn } from "@app/ui/lib/cn";
import { EyeIcon, PencilIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { SectionPreview } from "../section-preview.tsx";

/**
 * The editor and the page it feeds, rendered from the draft: side by side on a wide screen
 * (`beside`), else in two tabs. A translation needs the width for both languages: its preview
 * is always a tab.
 */
export function EditBesidePreview({
  section,
  text,
  beside,
  children,
}: {
  section: string;
  /** The draft's JSON, as the preview renders it. */
  text: string;
  beside: boolean;
  children: ReactNode;
}) {
  const [pane, setPane] = useState<"edit" | "preview">("edit");
  return (
    <Tabs
      value={pane}
      onValueChange={(value) => setPane(value === "preview" ? "preview" : "edit")}
      className="flex flex-col gap-4"
    >
      <TabsList aria-label="Edit or preview" className={cn("self-start", beside && "xl:hidden")}>
        <TabsTrigger value="edit">
          <PencilIcon className="size-4" aria-hidden />
          Edit
        </TabsTrigger>
        <TabsTrigger value="preview">
          <EyeIcon className="size-4" aria-hidden />
          Preview
        </TabsTrigger>
      </TabsList>
      <div className={cn(beside && "xl:grid xl:grid-cols-2 xl:items-start xl:gap-6")}>
        <TabsContent
          value="edit"
          forceMount
          className={cn(
            "mt-0 min-w-0 data-[state=inactive]:hidden",
            beside && "xl:data-[state=inactive]:block",
          )}
        >
          {children}
        </TabsContent>
        <TabsContent
          value="preview"
          forceMount
          className={cn(
            "mt-0 min-w-0 data-[state=inactive]:hidden",
            beside && "xl:sticky xl:top-20 xl:data-[state=inactive]:block",
          )}
        >
          <SectionPreview
            key={section}
            section={section}
            text={text}
            className="h-[75vh] xl:h-[calc(100vh-7rem)]"
          />
        </TabsContent>
      </div>
    </Tabs>
  );
}
