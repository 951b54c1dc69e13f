import { contentTypeOf, foldText } from '@smm/feeds';
import type { EngageItem, RuleCondition } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';

/**
 * The values of an item that a condition field tests (engage §3). `messageType` offers the
 * content type (post, comment, reply, message, review), the item type and the network's own
 * message type; `createdBy` the sender's id, handle and name.
 */
export function fieldValues(field: RuleCondition['field'], item: EngageItem): string[] {
  switch (field) {
    case 'network':
      return [normaliseNetwork(item.engage.network) ?? item.engage.network];
    case 'channel':
      return [item.channelId];
    case 'messageType':
      return [
        contentTypeOf(item),
        item.engage.type,
        item.meta.messageType,
        item.instagram?.messageType,
      ].filter((value): value is string => value !== undefined);
    case 'text':
      return [item.message ?? ''];
    case 'language': {
      const language = item.meta.correctedLanguage ?? item.meta.detectedLanguage;
      return language === undefined ? [] : [language];
    }
    case 'createdBy':
      return [item.sender?.id, item.sender?.handle, item.sender?.name].filter(
        (value): value is string => value !== undefined && value !== '',
      );
  }
}

/** A condition compiled against items: whether it holds for one. */
export type ConditionTest = (item: EngageItem) => boolean;

// The folded field values of the item asked about last: the rules of a run ask about one item
// in turn, so each of its fields is read and folded once however many conditions test it.
let memoItem: EngageItem | undefined;
const memo: Record<RuleCondition['field'], readonly string[] | undefined> = {
  network: undefined,
  channel: undefined,
  messageType: undefined,
  text: undefined,
  language: undefined,
  createdBy: undefined,
};

/** The folded values of an item's field, read once per item. */
function foldedValues(field: RuleCondition['field'], item: EngageItem): readonly string[] {
  if (item !== memoItem) {
    memoItem = item;
    memo.network = memo.channel = memo.messageType = memo.text = undefined;
    memo.language = memo.createdBy = undefined;
  }
  let values = memo[field];
  if (values === undefined) {
    values =
      field === 'text' ? [foldText(item.message ?? '')] : fieldValues(field, item).map(foldText);
    memo[field] = values;
  }
  return values;
}

const compiledConditions = new WeakMap<RuleCondition, ConditionTest>();

/**
 * A condition as a test of items, its values folded once (kept for the condition object, so
 * a rule evaluated over many items compiles once). Same meaning as {@link evaluateCondition}.
 */
export function conditionTest(condition: RuleCondition): ConditionTest {
  const known = compiledConditions.get(condition);
  if (known) return known;
  const wanted = condition.values.map(foldText).filter((value) => value.length > 0);
  const wantedSet = new Set(wanted);
  const field = condition.field;
  const isAny = (item: EngageItem) => {
    const values = foldedValues(field, item);
    for (let i = 0; i < values.length; i++) if (wantedSet.has(values[i] as string)) return true;
    return false;
  };
  /** How many of the wanted needles the field's values contain (stopping at `enough`). */
  const containing = (item: EngageItem, enough: number) => {
    const values = foldedValues(field, item);
    let found = 0;
    for (let n = 0; n < wanted.length; n++) {
      const needle = wanted[n] as string;
      for (let i = 0; i < values.length; i++) {
        if ((values[i] as string).includes(needle)) {
          found++;
          break;
        }
      }
      if (found >= enough) return found;
    }
    return found;
  };
  let test: ConditionTest;
  switch (condition.operator) {
    case 'IS_ANY':
    case 'EQUAL_TO':
      test = isAny;
      break;
    case 'IS_NOT_ANY':
      test = (item) => !isAny(item);
      break;
    case 'CONTAINS_ANY':
      test = (item) => wanted.length > 0 && containing(item, 1) > 0;
      break;
    case 'CONTAINS_ALL':
      test = (item) => containing(item, wanted.length) === wanted.length;
      break;
    case 'DOES_NOT_CONTAIN_ANY':
      test = (item) => wanted.length === 0 || containing(item, 1) === 0;
      break;
  }
  compiledConditions.set(condition, test);
  return test;
}

/**
 * Whether one condition holds for an item (engage §3). Comparisons ignore case, accents and
 * width. With no values: IS_ANY, CONTAINS_ANY and EQUAL_TO never hold; IS_NOT_ANY,
 * CONTAINS_ALL and DOES_NOT_CONTAIN_ANY always do (so IS_ANY and IS_NOT_ANY are complements).
 *
 * @example
 * evaluateCondition({ field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
 *                   makeEngageItem({ message: 'Where is my REFUND?' })) // true
 */
export function evaluateCondition(condition: RuleCondition, item: EngageItem): boolean {
  return conditionTest(condition)(item);
}
