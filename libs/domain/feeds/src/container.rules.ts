import { either as E } from 'fp-ts';

/** An option of a filter field: what the editor lists, and the value it stands for. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** The filter panels of the feed editor: containers of fields, each with its options. */
export type FilterRegistry = Readonly<
  Record<string, Readonly<Record<string, { readonly options: readonly FilterOption[] }>>>
>;

/** Why the registry refused a change (engage §5, platform §8). */
export type FilterError =
  | {
      readonly kind: 'containerAlreadyDefined';
      readonly container: string;
      readonly message: string;
    }
  | { readonly kind: 'containerNotDefined'; readonly container: string; readonly message: string }
  | {
      readonly kind: 'fieldAlreadyDefined';
      readonly container: string;
      readonly field: string;
      readonly message: string;
    }
  | {
      readonly kind: 'fieldNotDefined';
      readonly container: string;
      readonly field: string;
      readonly message: string;
    };

/** An empty registry. */
export const EMPTY_REGISTRY: FilterRegistry = {};

/**
 * Adds a container; a container must not be defined twice.
 *
 * @example
 * defineContainer({}, 'engage') // Right({ engage: {} })
 */
export function defineContainer(
  registry: FilterRegistry,
  container: string,
): E.Either<FilterError, FilterRegistry> {
  if (Object.hasOwn(registry, container)) {
    return E.left({
      kind: 'containerAlreadyDefined',
      container,
      message: `The filter container "${container}" is already defined.`,
    });
  }
  return E.right({ ...registry, [container]: {} });
}

/**
 * Adds a field to a container; a field must not be defined twice in a container.
 *
 * @example
 * defineField({ engage: {} }, 'engage', 'networks') // Right(…)
 */
export function defineField(
  registry: FilterRegistry,
  container: string,
  field: string,
): E.Either<FilterError, FilterRegistry> {
  const fields = registry[container];
  if (fields === undefined) {
    return E.left({
      kind: 'containerNotDefined',
      container,
      message: `The filter container "${container}" is not defined.`,
    });
  }
  if (Object.hasOwn(fields, field)) {
    return E.left({
      kind: 'fieldAlreadyDefined',
      container,
      field,
      message: `The field "${field}" is already defined in the filter container "${container}".`,
    });
  }
  return E.right({ ...registry, [container]: { ...fields, [field]: { options: [] } } });
}

/**
 * Sets a field's options; the field must exist first.
 *
 * @example
 * setOptions(registry, 'engage', 'networks', [{ value: 'facebook', label: 'Facebook' }])
 */
export function setOptions(
  registry: FilterRegistry,
  container: string,
  field: string,
  options: readonly FilterOption[],
): E.Either<FilterError, FilterRegistry> {
  const fields = registry[container];
  if (fields === undefined || !Object.hasOwn(fields, field)) {
    return E.left({
      kind: 'fieldNotDefined',
      container,
      field,
      message: `The field "${field}" is not defined in the filter container "${container}".`,
    });
  }
  return E.right({ ...registry, [container]: { ...fields, [field]: { options: [...options] } } });
}
