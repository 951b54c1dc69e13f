import { type Brand, type BrandInput, characterCount, TEXT_LIMITS } from '@smm/model';

/** Longest details of a brand (`BrandInput.details`). */
export const DETAILS_LIMIT = 500;

/** A brand as its form holds it, before it is sent. */
export interface BrandDraft {
  readonly name: string;
  readonly details: string;
  readonly ownBrand: boolean;
  /** The teams that see the brand; none: every team. */
  readonly teamList: readonly string[];
}

/** An empty draft: the form of a new brand. */
export const EMPTY_DRAFT: BrandDraft = { name: '', details: '', ownBrand: false, teamList: [] };

/** What is wrong with a draft's fields: the name is missing or too long, the details too long. */
export interface DraftProblems {
  readonly name?: 'required' | 'tooLong';
  readonly details?: 'tooLong';
}

/**
 * The draft of an existing brand, for its form; teams the person does not see stay in the draft
 * so saving does not take the brand from them.
 *
 * @example
 * draftOf(brand) // { name: 'Bean Brothers', details: '', ownBrand: false, teamList: [] }
 */
export function draftOf(brand: Brand): BrandDraft {
  return {
    name: brand.name,
    details: brand.details ?? '',
    ownBrand: brand.ownBrand,
    teamList: brand.teamList ?? [],
  };
}

/**
 * What stops a draft from being sent (the limits of `BrandInput`).
 *
 * @example
 * draftProblems({ ...EMPTY_DRAFT, name: '  ' }) // { name: 'required' }
 */
export function draftProblems(draft: BrandDraft): DraftProblems {
  const name = draft.name.trim();
  return {
    ...(name === ''
      ? { name: 'required' as const }
      : characterCount(name) > TEXT_LIMITS.name
        ? { name: 'tooLong' as const }
        : {}),
    ...(characterCount(draft.details.trim()) > DETAILS_LIMIT
      ? { details: 'tooLong' as const }
      : {}),
  };
}

/** Whether a draft may be sent. */
export const isSendable = (draft: BrandDraft) => Object.keys(draftProblems(draft)).length === 0;

/**
 * The body of the create or update call: the name and details trimmed.
 *
 * @example
 * brandInput({ name: ' Morning Rivals ', details: '', ownBrand: false, teamList: [] })
 * // { name: 'Morning Rivals', details: '', ownBrand: false, teamList: [] }
 */
export function brandInput(draft: BrandDraft): BrandInput {
  return {
    name: draft.name.trim(),
    details: draft.details.trim(),
    ownBrand: draft.ownBrand,
    teamList: [...draft.teamList],
  };
}

/** Ticks or unticks a team of the draft. */
export function toggleTeam(draft: BrandDraft, teamId: string, on: boolean): BrandDraft {
  const rest = draft.teamList.filter((id) => id !== teamId);
  return { ...draft, teamList: on ? [...rest, teamId] : rest };
}
