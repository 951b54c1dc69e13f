import { useLingui } from '@lingui/react';
import { areaMessages, shellMessages, translate } from '@smm/i18n';

/** The landing area (platform §2). Its widgets arrive with the modules that feed them. */
export default function HomePage({ name }: { readonly name: string }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="home-title">
      <h2 id="home-title">{i18n._(areaMessages.home)}</h2>
      <p>{translate(i18n, shellMessages.welcome, { name })}</p>
      <p>{i18n._(shellMessages.welcomeBody)}</p>
    </section>
  );
}
