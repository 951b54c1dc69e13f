import { useLingui } from '@lingui/react';
import { audienceMessages as m } from '@smm/i18n';
import type { User } from '@smm/model';
import { useEffect, useMemo, useState } from 'react';
import * as styles from './Audience.css.js';
import type { AudienceCalls } from './audience.calls.js';
import { AudienceFilters } from './AudienceFilters.js';
import { filterOf, hasChoices, NO_CHOICES, type FilterChoices } from './audience.format.js';
import { PeopleBrowser, useAudienceOptions } from './PeopleBrowser.js';

/** Waits until a value has stayed the same for `ms` (typing in the search). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `/audience/people`: the people, searchable and filtered, with a person's card. */
export default function PeoplePage({
  calls,
  me,
  personId = null,
}: {
  readonly calls: AudienceCalls;
  readonly me: User;
  /** A person whose card opens first (the inbox's identity card links here). */
  readonly personId?: string | null;
}) {
  const { i18n } = useLingui();
  const { labels, networks } = useAudienceOptions(calls);
  const [choices, setChoices] = useState<FilterChoices>(NO_CHOICES);
  const settled = useSettled(choices, 300);
  const filter = useMemo(() => filterOf(settled, new Date()), [settled]);
  return (
    <section className={styles.content} data-audience-page="people">
      <h2 className={styles.pageHeading}>{i18n._(m.peopleTitle)}</h2>
      <p className={styles.intro}>{i18n._(m.peopleIntro)}</p>
      <AudienceFilters
        choices={choices}
        onChange={setChoices}
        networks={networks}
        labels={labels}
      />
      <PeopleBrowser
        calls={calls}
        me={me}
        filter={filter}
        labels={labels}
        unfiltered={!hasChoices(settled)}
        openFirst={personId}
      />
    </section>
  );
}
