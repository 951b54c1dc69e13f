import { useLingui } from '@lingui/react';
import { areaId } from '@smm/access';
import { areaMessages, shellMessages, translate } from '@smm/i18n';
import { EmptyState } from '@smm/ui';

/**
 * An area of the product that is not built yet: said plainly, with the area's name, rather than
 * a screen that pretends.
 */
export default function ComingSoon({ path }: { readonly path: string }) {
  const { i18n } = useLingui();
  const id = areaId(path);
  const area =
    id !== null && id in areaMessages
      ? i18n._(areaMessages[id as keyof typeof areaMessages])
      : i18n._(shellMessages.thisPage);
  return (
    <EmptyState icon="info" title={area} headingLevel={2}>
      {translate(i18n, shellMessages.comingSoon, { area })}
    </EmptyState>
  );
}
