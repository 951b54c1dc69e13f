import { useLingui } from '@lingui/react';
import { brandsMessages as m, translate } from '@smm/i18n';
import { TEXT_LIMITS } from '@smm/model';
import { Checkbox, Input, TextArea } from '@smm/ui';
import * as styles from './Brands.css.js';
import { type BrandDraft, DETAILS_LIMIT, draftProblems, toggleTeam } from './brand-draft.js';

/** A team the brand may be shown to. */
export interface TeamChoice {
  readonly id: string;
  readonly name: string;
}

/** Props of {@link BrandFields}. */
export interface BrandFieldsProps {
  readonly draft: BrandDraft;
  readonly onChange: (draft: BrandDraft) => void;
  /** The teams the person may choose from (the organisation's, as the person sees them). */
  readonly teams: readonly TeamChoice[];
  /** Show what is wrong (after a first attempt to send). */
  readonly showProblems: boolean;
  /** The id of the name input, to focus it when it is wrong. */
  readonly nameId: string;
}

/**
 * A brand's fields: its name, details, whether it is the organisation's own, and the teams that
 * see it (none ticked: every team).
 */
export function BrandFields({ draft, onChange, teams, showProblems, nameId }: BrandFieldsProps) {
  const { i18n } = useLingui();
  const problems = showProblems ? draftProblems(draft) : {};
  return (
    <>
      <Input
        id={nameId}
        label={i18n._(m.name)}
        value={draft.name}
        maxLength={TEXT_LIMITS.name}
        required
        autoComplete="off"
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={
          problems.name === 'required'
            ? i18n._(m.nameRequired)
            : problems.name === 'tooLong'
              ? translate(i18n, m.nameTooLong, { max: TEXT_LIMITS.name })
              : undefined
        }
      />
      <TextArea
        label={i18n._(m.details)}
        hint={i18n._(m.detailsHint)}
        value={draft.details}
        maxLength={DETAILS_LIMIT}
        rows={3}
        onChange={(event) => onChange({ ...draft, details: event.target.value })}
        error={
          problems.details === 'tooLong'
            ? translate(i18n, m.nameTooLong, { max: DETAILS_LIMIT })
            : undefined
        }
      />
      <Checkbox
        label={i18n._(m.ownBrandLabel)}
        description={i18n._(m.ownBrandHint)}
        checked={draft.ownBrand}
        onChange={(event) => onChange({ ...draft, ownBrand: event.target.checked })}
      />
      {teams.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.teams)}</legend>
          {teams.map((team) => (
            <Checkbox
              key={team.id}
              label={team.name}
              checked={draft.teamList.includes(team.id)}
              onChange={(event) => onChange(toggleTeam(draft, team.id, event.target.checked))}
            />
          ))}
          <p className={styles.hint}>{i18n._(m.teamsHint)}</p>
        </fieldset>
      )}
    </>
  );
}
