import { useLingui } from '@lingui/react';
import { shellMessages } from '@smm/i18n';
import { type ShortLink, toApiError } from '@smm/model';
import { Button, Input, Modal } from '@smm/ui';
import { type FormEvent, useState } from 'react';
import { useToast } from './toasts.js';

/** The URL shortener modal of the platform menu: an address in, a short link out to copy. */
export function UrlShortener(props: {
  readonly open: boolean;
  readonly shorten: (url: string) => Promise<ShortLink>;
  readonly onClose: () => void;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<ShortLink | null>(null);
  const close = () => {
    setLink(null);
    setError(undefined);
    props.onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get('url') ?? '');
    setBusy(true);
    setError(undefined);
    props
      .shorten(url)
      .then(setLink)
      .catch((failure: unknown) => setError(toApiError(failure).message))
      .finally(() => setBusy(false));
  };
  const copy = (shortUrl: string) => {
    void navigator.clipboard
      .writeText(shortUrl)
      .then(() => toast({ type: 'success', message: i18n._(shellMessages.copied) }));
  };
  return (
    <Modal open={props.open} title={i18n._(shellMessages.urlShortener)} width={600} onClose={close}>
      <form onSubmit={submit}>
        <Input
          name="url"
          type="url"
          required
          label={i18n._(shellMessages.urlToShorten)}
          placeholder="https://"
          error={error}
        />
        <Button type="submit" busy={busy}>
          {i18n._(shellMessages.shorten)}
        </Button>
      </form>
      {link ? (
        <p>
          {i18n._(shellMessages.shortened)}: <a href={link.shortUrl}>{link.shortUrl}</a>{' '}
          <Button variant="secondary" onClick={() => copy(link.shortUrl)}>
            {i18n._(shellMessages.copy)}
          </Button>
        </p>
      ) : null}
    </Modal>
  );
}
