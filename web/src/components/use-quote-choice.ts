import type { QuoteChoice } from "@app/contract/quote-links";
import {
  type CertificationSummary,
  groupOfStandard,
  standardListAddress,
} from "@app/contract/standard-lists";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLanguage, useSiteText } from "../i18n/language.tsx";
import { useSingle, useSiteStore } from "../lib/site-data.ts";
import { useStandardList } from "./use-standard-list.ts";

/**
 * What the quote form's service and standard fields hold and offer. The services: each service
 * group, "Other standards" while the site has standards no group lists, and the hero's other
 * services. The standards: those of the chosen group (or of none, for "Other standards"), read
 * from the API once it is chosen, so the page carries no list of standards. A chosen standard
 * (`/quote?standard=gots`) comes with its group, and is offered before that list arrives: on the
 * server's page too, which reads no list.
 */
export function useQuoteChoice(initial: QuoteChoice) {
  const { forms } = useSiteText();
  const language = useLanguage();
  const hero = useSingle("hero");
  const { groups } = useSingle("services");
  const store = useSiteStore();
  const otherStandards = store.standardsInNoGroup() > 0 ? forms.otherStandards : undefined;

  /** The service a choice chooses: the group of its standard, else the group it names. */
  const serviceOf = useCallback(
    (choice: QuoteChoice) => {
      const group = choice.standard ? groupOfStandard(groups, choice.standard) : undefined;
      if (group) return group.title;
      if (choice.standard && otherStandards && store.certification(choice.standard)) {
        return otherStandards;
      }
      return groups.find(({ anchor }) => anchor === choice.service)?.title ?? "";
    },
    [groups, otherStandards, store],
  );

  const [service, setService] = useState(() => serviceOf(initial));
  const [standard, setStandard] = useState(initial.standard ?? "");
  /** A quote button chose what the form is about (or the form starts again). */
  const choose = useCallback(
    (choice: QuoteChoice) => {
      setService(serviceOf(choice));
      setStandard(choice.standard ?? "");
    },
    [serviceOf],
  );
  const serviceField = useRef<HTMLSelectElement>(null);
  const standardField = useRef<HTMLSelectElement>(null);
  // Hydration leaves the fields as they are: a choice made before the scripts ran is kept.
  useEffect(() => {
    if (serviceField.current) setService(serviceField.current.value);
    if (standardField.current) setStandard(standardField.current.value);
  }, []);

  const listed = groups.find(({ title }) => title === service)?.anchor;
  const anchor = listed ?? (service && service === otherStandards ? null : undefined);
  const list = useStandardList(
    anchor === undefined ? undefined : standardListAddress(anchor, language),
  );

  /** A standard as the form names it: from the list read, else from the page's data. */
  const summaryOf = (slug: string): CertificationSummary | undefined => {
    const read = list.state.status === "ready" ? list.state.standards : [];
    return read.find((found) => found.slug === slug) ?? store.certification(slug) ?? undefined;
  };

  const chosen = standard ? (summaryOf(standard) ?? nameless(standard)) : undefined;
  const standards: readonly CertificationSummary[] =
    list.state.status === "ready" ? list.state.standards : chosen ? [chosen] : [];
  return {
    service,
    standard,
    serviceField,
    standardField,
    serviceOptions: [
      ...groups.map(({ title }) => title),
      ...(otherStandards ? [otherStandards] : []),
      ...hero.quoteServices,
    ],
    /** The standards the standard field offers besides "any". */
    standards,
    list: list.state,
    retryList: list.retry,
    summaryOf,
    /** The visitor chose a service: its standards are offered, none of them chosen yet. */
    chooseService: (value: string) => {
      setService(value);
      setStandard("");
    },
    chooseStandard: setStandard,
    choose,
  };
}

/** A standard the page has no words of yet (chosen by a button before its list arrived). */
const nameless = (slug: string): CertificationSummary => ({ slug, name: slug, fullName: slug });
