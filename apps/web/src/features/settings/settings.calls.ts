import type { ApiClient } from '@smm/api-client';
import { AiFeaturesFlag, decodeOrThrow, EmailChangeRequested, User } from '@smm/model';
import { inboxSettingsCalls } from './inbox-settings.calls.js';

/** The profile and consent calls of the settings screens, their answers decoded. */
export function settingsCalls(api: ApiClient) {
  return {
    /** Renames the signed-in user. */
    rename: async (id: string, firstName: string, lastName: string) =>
      decodeOrThrow(
        User,
        await api.unwrap(api.client.PUT('/smm/accounts/me', { body: { id, firstName, lastName } })),
      ),
    /** Sets the signed-in user's time zone (an IANA zone; null: the browser's). */
    setTimeZone: async (id: string, timeZone: string | null) =>
      decodeOrThrow(
        User,
        await api.unwrap(api.client.PUT('/smm/accounts/me', { body: { id, timeZone } })),
      ),
    /**
     * Asks to move the signed-in user to another e-mail address: the server sends a confirmation
     * link there; the address changes when it is followed.
     */
    changeEmail: async (newEmail: string) =>
      decodeOrThrow(
        EmailChangeRequested,
        await api.unwrap(api.client.POST('/smm/accounts/me/change-email', { body: { newEmail } })),
      ),
    /** Changes the signed-in user's password; their other sessions end. */
    changePassword: async (currentPassword: string, newPassword: string): Promise<void> => {
      await api.unwrap(
        api.client.POST('/smm/accounts/me/change-password', {
          body: { currentPassword, newPassword },
        }),
      );
    },
    /** Sets the user's picture from an image data URL. */
    setPicture: async (id: string, profilePicture: string) =>
      decodeOrThrow(
        User,
        await api.unwrap(
          api.client.POST('/api/1/user/{id}/picture', {
            params: { path: { id } },
            body: { profilePicture },
          }),
        ),
      ),
    /** Gives or withdraws the organisation's consent to the OpenAI features. */
    setAiFeatures: async (orgId: string, aiFeaturesEnabled: boolean) =>
      decodeOrThrow(
        AiFeaturesFlag,
        await api.unwrap(
          api.client.POST('/organizations/{id}/setAiFeatures', {
            params: { path: { id: orgId } },
            body: { aiFeaturesEnabled },
          }),
        ),
      ),
    ...inboxSettingsCalls(api),
  };
}

/** The settings calls, as the screens receive them. */
export type SettingsCalls = ReturnType<typeof settingsCalls>;

/** What each form of the profile screen works with. */
export interface ProfileFormProps {
  readonly me: User;
  readonly calls: SettingsCalls;
  /** The user as the server has them after a change. */
  readonly onSaved: (me: User) => void;
  /**
   * Signs out so the person signs in again and comes back here: changing the e-mail address or
   * the password needs a recent sign-in.
   */
  readonly onSignInAgain: () => void;
}
