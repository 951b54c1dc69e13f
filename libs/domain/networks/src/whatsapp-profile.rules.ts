import {
  characterCount,
  WHATSAPP_PHOTO_TYPES,
  WHATSAPP_PROFILE_LIMITS,
  type WhatsAppProfile,
} from '@smm/model';

/** A field of a WhatsApp business profile that has a rule. */
export type WhatsAppProfileField = 'about' | 'address' | 'description' | 'email' | 'websites';

/** What is wrong with one field of a business profile, for the form and the server's 400. */
export type WhatsAppProfileProblem =
  | {
      readonly field: Exclude<WhatsAppProfileField, 'websites'>;
      readonly reason: 'tooLong';
      readonly max: number;
    }
  | { readonly field: 'email'; readonly reason: 'notEmail' }
  | { readonly field: 'websites'; readonly reason: 'tooMany'; readonly max: number }
  | {
      readonly field: 'websites';
      readonly reason: 'tooLong';
      readonly max: number;
      readonly index: number;
    }
  | { readonly field: 'websites'; readonly reason: 'notWebsite'; readonly index: number };

/** The fields of a profile the rules read. */
export type WhatsAppProfileFields = Pick<
  WhatsAppProfile,
  'about' | 'address' | 'description' | 'email' | 'websites'
>;

// One @, something before it, a dot in the domain, no spaces: what WhatsApp's form accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// http:// or https://, a host with a dot in it, then anything without spaces.
const WEBSITE = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

const isWebsite = (value: string): boolean => WEBSITE.test(value);

/**
 * What is wrong with a business profile by WhatsApp's rules (about 139 characters, address 256,
 * description 512, e-mail 128 and an address, at most two websites of 256 characters each, each
 * starting with http:// or https://), in the fields' order; empty when it can be saved. Empty
 * fields are allowed: they clear the field on WhatsApp.
 *
 * @example
 * whatsappProfileProblems({ email: 'hello', websites: ['demo.example'] })
 * // [{ field: 'email', reason: 'notEmail' }, { field: 'websites', reason: 'notWebsite', index: 0 }]
 */
export function whatsappProfileProblems(
  profile: Partial<WhatsAppProfileFields>,
): WhatsAppProfileProblem[] {
  const problems: WhatsAppProfileProblem[] = [];
  for (const field of ['about', 'address', 'description', 'email'] as const) {
    const value = profile[field] ?? '';
    const max = WHATSAPP_PROFILE_LIMITS[field];
    if (characterCount(value) > max) problems.push({ field, reason: 'tooLong', max });
  }
  const email = profile.email ?? '';
  if (
    email !== '' &&
    characterCount(email) <= WHATSAPP_PROFILE_LIMITS.email &&
    !EMAIL.test(email)
  ) {
    problems.push({ field: 'email', reason: 'notEmail' });
  }
  const websites = profile.websites ?? [];
  if (websites.length > WHATSAPP_PROFILE_LIMITS.websites) {
    problems.push({ field: 'websites', reason: 'tooMany', max: WHATSAPP_PROFILE_LIMITS.websites });
  }
  websites.forEach((website, index) => {
    if (characterCount(website) > WHATSAPP_PROFILE_LIMITS.website) {
      problems.push({
        field: 'websites',
        reason: 'tooLong',
        max: WHATSAPP_PROFILE_LIMITS.website,
        index,
      });
    } else if (!isWebsite(website)) {
      problems.push({ field: 'websites', reason: 'notWebsite', index });
    }
  });
  return problems;
}

/** Why a file cannot be a profile photo: not a JPEG or PNG, or larger than 5 MB. */
export type WhatsAppPhotoProblem =
  | { readonly reason: 'type'; readonly types: readonly string[] }
  | { readonly reason: 'size'; readonly maxBytes: number };

/**
 * Whether a file can be a WhatsApp profile photo (a JPEG or PNG of at most 5 MB), or why not;
 * the browser checks before uploading, the server again on what it received (by the file's
 * content, not its name).
 *
 * @example
 * whatsappPhotoProblem({ mimeType: 'image/gif', bytes: 1000 }) // { reason: 'type', types: ['image/jpeg', 'image/png'] }
 * whatsappPhotoProblem({ mimeType: 'image/png', bytes: 6_000_000 }) // { reason: 'size', maxBytes: 5242880 }
 * whatsappPhotoProblem({ mimeType: 'image/png', bytes: 1000 }) // null
 */
export function whatsappPhotoProblem(file: {
  readonly mimeType: string;
  readonly bytes: number;
}): WhatsAppPhotoProblem | null {
  if (!(WHATSAPP_PHOTO_TYPES as readonly string[]).includes(file.mimeType.toLowerCase())) {
    return { reason: 'type', types: WHATSAPP_PHOTO_TYPES };
  }
  if (file.bytes > WHATSAPP_PROFILE_LIMITS.photoBytes) {
    return { reason: 'size', maxBytes: WHATSAPP_PROFILE_LIMITS.photoBytes };
  }
  return null;
}

/**
 * A phone number as WhatsApp stores it (E.164: `+` and digits only), or null when the text is
 * not one: spaces, dashes, dots and brackets are dropped; a number must start with `+` and have
 * 8 to 15 digits.
 *
 * @example
 * e164('+44 20 7946 0321') // '+442079460321'
 * e164('020 7946 0321') // null (no country code)
 */
export function e164(phoneNumber: string): string | null {
  const plain = phoneNumber.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(plain) ? plain : null;
}
