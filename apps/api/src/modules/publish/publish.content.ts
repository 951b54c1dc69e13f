import {
  PUBLISH_LIMITS,
  type Network,
  type PostInput,
  type PostMedia,
  type PostMediaRef,
  type PostVariant,
} from '@smm/model';
import {
  checkUpload,
  formatBytes,
  isUploadRefusal,
  networkName,
  uploadOptions,
} from '@smm/networks';
import { postProblems, type PostProblem } from '@smm/publish';
import { badRequest, HttpError } from '../../http/errors.js';
import { acceptedText } from '../engage/uploads.routes.js';
import { storedUpload } from '../engage/uploads.store.js';

/** A post's content as it is stored: its text, attachments and link, and the customised variants. */
export interface PostContent {
  readonly text: string;
  readonly media: readonly PostMedia[];
  readonly link: string | null;
  /** Only the networks the composer customised, each once. */
  readonly variants: readonly PostVariant[];
}

const count = (value: number) => value.toLocaleString('en');

/**
 * A network's problem with its version of a post, as the server says it in English: "X: the post
 * is 281 characters; X takes 280."
 */
export function problemText(network: string, problem: PostProblem): string {
  const name = networkName(network);
  switch (problem.kind) {
    case 'empty':
      return `${name}: the post has neither text nor an attachment; add one.`;
    case 'textRequired':
      return `${name}: a post with attachments must include text.`;
    case 'tooLong':
      return `${name}: the post is ${count(problem.count)} characters; ${name} takes ${count(problem.max)}.`;
  }
}

/**
 * The text and attachments each network of the post gets: its variant where the composer
 * customised it, else the post's own — one per network, in the order the networks come.
 */
export function effectiveVariants(
  content: Pick<PostContent, 'text' | 'media' | 'variants'>,
  networks: readonly Network[],
): PostVariant[] {
  return [...new Set(networks)].map(
    (network) =>
      content.variants.find((variant) => variant.network === network) ?? {
        network,
        text: content.text,
        media: [...content.media],
      },
  );
}

/** The name a stored file is shown with: the last part of its address. */
const fileName = (url: string) => url.split('/').pop() ?? url;

/**
 * Reads the attachments a post names: each must be a file uploaded to the organisation and
 * still stored (its type and size read from the store), at most {@link PUBLISH_LIMITS}.media.
 */
async function storedMedia(orgId: string, refs: readonly PostMediaRef[], where: string) {
  if (refs.length > PUBLISH_LIMITS.media) {
    throw badRequest(`${where}: a post carries at most ${PUBLISH_LIMITS.media} attachments.`);
  }
  return Promise.all(
    refs.map(async ({ url }): Promise<PostMedia> => {
      const stored = await storedUpload(orgId, url);
      if (!stored) {
        throw badRequest(
          `${where}: ${url.slice(0, 200)} is not a file uploaded to this organisation; upload it first.`,
        );
      }
      return {
        url,
        mimeType: stored.mimeType,
        bytes: stored.bytes,
        kind: stored.mimeType.startsWith('video/') ? 'video' : 'photo',
        name: fileName(url),
      };
    }),
  );
}

/** The link a post shows: an http(s) address, or a 400. */
function checkedLink(link: string | null | undefined): string | null {
  const value = link?.trim() ?? '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('link: this is not a web address; give one that starts with https://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badRequest('link: only http and https addresses can be linked.');
  }
  return url.toString();
}

/**
 * Reads and checks a post's content for the networks of its channels: the attachments are the
 * organisation's uploads; variants name each network once (variants of networks the post does
 * not go to are dropped); every network's version passes `postProblems` (400 naming the network
 * and the numbers) and every attachment a network gets meets that network's upload limits (422
 * naming the network and what it takes).
 */
export async function checkedContent(
  orgId: string,
  input: Pick<PostInput, 'text' | 'media' | 'variants' | 'link'>,
  networks: readonly Network[],
): Promise<PostContent> {
  const media = await storedMedia(orgId, input.media ?? [], 'media');
  const seen = new Set<string>();
  const variants: PostVariant[] = [];
  for (const variant of input.variants ?? []) {
    if (seen.has(variant.network)) {
      throw badRequest(`variants: ${networkName(variant.network)} has more than one variant.`);
    }
    seen.add(variant.network);
    if (!networks.includes(variant.network)) continue;
    variants.push({
      network: variant.network,
      text: variant.text,
      media: await storedMedia(
        orgId,
        variant.media ?? [],
        `variants (${networkName(variant.network)})`,
      ),
    });
  }
  if (variants.length > PUBLISH_LIMITS.variants) {
    throw badRequest(`variants: at most ${PUBLISH_LIMITS.variants}.`);
  }
  const content = { text: input.text, media, link: checkedLink(input.link), variants };
  for (const variant of effectiveVariants(content, networks)) {
    const [problem] = postProblems({
      network: variant.network,
      text: variant.text,
      attachments: variant.media,
    });
    if (problem) throw badRequest(problemText(variant.network, problem));
    for (const file of variant.media) checkAttachment(variant.network, file);
  }
  return content;
}

/** A 422 when a network does not take an attachment (its type, or its size). */
function checkAttachment(network: Network, file: PostMedia): void {
  const name = networkName(network);
  const checked = checkUpload(network, { mimeType: file.mimeType, bytes: file.bytes });
  if (!isUploadRefusal(checked)) return;
  if (checked.reason === 'noAttachments') {
    throw new HttpError(422, `${name}: posts take no attachments here.`, 'publish.noAttachments');
  }
  if (checked.reason === 'tooLarge') {
    throw new HttpError(
      422,
      `${name}: ${file.name} is ${formatBytes(file.bytes)}; ${name} takes ${checked.kind}s up to ${formatBytes(checked.limit.maxBytes)}.`,
      'publish.tooLarge',
    );
  }
  throw new HttpError(
    422,
    `${name}: ${file.name} (${file.mimeType}) is not a type ${name} takes: ${acceptedText(uploadOptions(network))}.`,
    'publish.wrongType',
  );
}
