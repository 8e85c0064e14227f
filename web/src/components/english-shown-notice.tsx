import { useLocation } from "react-router-dom";
import { useSiteText } from "../i18n/language.tsx";
import { pageDataKey } from "../lib/page-data-address.ts";
import { useSiteStore } from "../lib/site-data.ts";
import { Container } from "./section-heading.tsx";

/**
 * At the top of a translated page that still shows some English words: says so, in the
 * page's language. Whether it shows is decided on the server (see entry-server's render).
 */
export function EnglishShownNotice() {
  const { pathname, search } = useLocation();
  const shown = useSiteStore().englishShownOn(pageDataKey(pathname, search));
  const { chrome } = useSiteText();
  if (!shown) return null;
  return (
    <div role="note" data-english-shown-notice="" className="border-b border-amber-200 bg-amber-50">
      <Container>
        <p className="py-2.5 text-sm text-amber-900">{chrome.englishShown}</p>
      </Container>
    </div>
  );
}
