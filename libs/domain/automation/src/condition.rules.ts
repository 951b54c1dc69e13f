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
  const actual = fieldValues(condition.field, item).map(foldText);
  const wanted = condition.values.map(foldText).filter((value) => value.length > 0);
  const isAny = () => actual.some((value) => wanted.includes(value));
  const contains = (needle: string) => actual.some((value) => value.includes(needle));
  switch (condition.operator) {
    case 'IS_ANY':
      return isAny();
    case 'IS_NOT_ANY':
      return !isAny();
    case 'EQUAL_TO':
      return isAny();
    case 'CONTAINS_ANY':
      return wanted.some(contains);
    case 'CONTAINS_ALL':
      return wanted.every(contains);
    case 'DOES_NOT_CONTAIN_ANY':
      return !wanted.some(contains);
  }
}
