import { useLingui } from '@lingui/react';
import {
  type BenchmarkMenu as Menu,
  type BenchmarkMenuEvent,
  type BenchmarkMenuItem,
  chooseBenchmarkItem,
  chooseBenchmarkTeam,
} from '@smm/access';
import { benchmarkMessages as m } from '@smm/i18n';
import { Badge, Icon, Select, VisuallyHidden } from '@smm/ui';
import { type MouseEvent, useId } from 'react';
import * as styles from './BenchmarkMenu.css.js';
import { ENTRY_TEXTS, SECTION_TITLES } from './benchmark.texts.js';

/** A feature-gated route event: a standard-package user chose a Pro entry. */
export type GatedChoice = Extract<BenchmarkMenuEvent, { type: 'featureGatedRoute' }>;

/** Props of {@link BenchmarkMenu}. */
export interface BenchmarkMenuProps {
  /** The menu as `benchmarkMenu` of `@smm/access` makes it. */
  readonly menu: Menu;
  /** The href of an entry as the page links it (keeping the brands, networks and days chosen). */
  readonly hrefOf: (item: BenchmarkMenuItem) => string;
  /** A gated entry was chosen: record the event and offer the upgrade. */
  readonly onGated: (choice: GatedChoice, item: BenchmarkMenuItem) => void;
  /** A team was chosen in the team selector. */
  readonly onTeamChange: (teamId: string) => void;
}

/**
 * The benchmark area's local navigation (engage §2) as `benchmarkMenu` makes it: the team
 * selector at the top (non-administrators with a team), the sections with their entries — the
 * active one marked, Pro labels on the scheduled ones — and the legacy link in a new tab behind
 * its flag. A plain click on an entry follows its link, or for a gated entry records the event
 * instead (`onGated`); a modifier-key or middle click is left to the browser (a new tab).
 *
 * @example
 * <BenchmarkMenu menu={benchmarkMenu(context)} hrefOf={(i) => i.href} onGated={record} onTeamChange={setTeam} />
 */
export function BenchmarkMenu(props: BenchmarkMenuProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { menu } = props;
  const choose = (item: BenchmarkMenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    const chosen = chooseBenchmarkItem(item, {
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    });
    if (chosen?.type !== 'featureGatedRoute') return;
    event.preventDefault();
    props.onGated(chosen, item);
  };
  return (
    <nav className={styles.menu} aria-label={i18n._(m.navigation)} data-benchmark-menu="">
      {menu.teamSelector === undefined ? null : (
        <Select
          label={i18n._(m.team)}
          fieldClassName={styles.team}
          value={menu.teamSelector.selectedId}
          options={menu.teamSelector.options.map((team) => ({ value: team.id, label: team.name }))}
          onChange={(event) => {
            const change = chooseBenchmarkTeam(event.target.value);
            if (change.type === 'teamChange') props.onTeamChange(change.teamId);
          }}
        />
      )}
      <div className={styles.sections}>
        {menu.sections.map((section) => (
          <div key={section.id} className={styles.section}>
            <h2 id={`${id}-${section.id}`} className={styles.heading}>
              {i18n._(SECTION_TITLES[section.id])}
            </h2>
            <ul className={styles.list} aria-labelledby={`${id}-${section.id}`}>
              {section.items.map((item) => {
                const text = ENTRY_TEXTS[item.fragment];
                return (
                  <li key={item.fragment}>
                    <a
                      className={styles.link}
                      href={props.hrefOf(item)}
                      aria-current={item.active ? 'page' : undefined}
                      data-gated={item.gated || undefined}
                      onClick={choose(item)}
                    >
                      <span>{text ? i18n._(text) : item.fragment}</span>
                      {item.pro ? (
                        <Badge tone="info" className={styles.pro}>
                          <span aria-hidden="true">{i18n._(m.pro)}</span>
                          <VisuallyHidden>{i18n._(m.proHint)}</VisuallyHidden>
                        </Badge>
                      ) : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {menu.legacyLink === undefined ? null : (
        <a
          className={styles.legacy}
          href={menu.legacyLink.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>{i18n._(m.legacy)}</span>
          <Icon name="externalLink" size={14} />
          <VisuallyHidden>{i18n._(m.newTab)}</VisuallyHidden>
        </a>
      )}
    </nav>
  );
}
