// Generated from docs/openapi.json by `npm run openapi` (openapi-typescript); do not edit.
export interface paths {
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Access: Anyone; no token needed.
     */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a refresh token for new tokens (the old one is spent)
     * @description Access: Anyone; no token needed.
     */
    post: operations['postAuthRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: end the session of a refresh token, and its access tokens at once
     * @description Access: Anyone; no token needed.
     */
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/account-switch/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The accounts the signed-in person may switch between
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getAuthAccountSwitchAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/me/switch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisations the signed-in person may switch to (the organisation switcher)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getSmmAccountsMeSwitch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/account-switch/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Switches to another account of the same person: new tokens for it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putAuthAccountSwitchById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/assume/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Support staff assume a user’s account: a session marked as assumed, without refresh
     * @description Access: Support staff (realm role smm_super_user).
     */
    post: operations['postAuthAssumeById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/.well-known/jwks.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The issuer's public keys
     * @description Access: Anyone; no token needed.
     */
    get: operations['getAuthWellKnownJwksJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2UsersMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/users/me/colleagues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The users of the organisation the caller may see
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2UsersMeColleagues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/me/localisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's language
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getV1UsersMeLocalisation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The teams the caller may see (administrators: all)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2Teams'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels the caller may see, with the caller’s role on each
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2Channels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/labels/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether only administrators may create labels (default true)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getLabelsSettings'];
    /**
     * Restrict label creation to administrators, or not
     * @description Access: Administrators of the organisation.
     */
    put: operations['putLabelsSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/users/me/consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in person's cookie consent, or null when they have not decided
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2UsersMeConsent'];
    /**
     * Records the signed-in person's cookie consent for all five categories (C0001 is always granted)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApi2UsersMeConsent'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user of the organisation the caller may see
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2UsersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The users of the organisation, for administration
     * @description Access: Administrators and team leaders.
     */
    get: operations['getApi1User'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/users/{id}/notificationChannels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels a user gets notifications for (the user or an administrator)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2UsersByIdNotificationChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/user/{id}/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turns a channel's notifications on or off for a user
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApi1UserByIdNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Updates the signed-in user's name and time zone (an IANA zone; null: the browser's)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putSmmAccountsMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/me/change-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks to change the signed-in user's e-mail address (a sign-in within 10 minutes): a confirmation link goes to the new address, a notice to the old one
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postSmmAccountsMeChangeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follows an e-mail change's confirmation link: the new address becomes the sign-in address and the user's sessions end
     * @description Access: Anyone; no token needed.
     */
    post: operations['postSmmAccountsConfirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/me/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes the signed-in user's password (the current one and a sign-in within 10 minutes): their other sessions end
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postSmmAccountsMeChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/user/{id}/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a profile picture: an image data URL (up to 1 MB) or an https URL
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApi1UserByIdPicture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes a user of the organisation: their assigned items go back to unassigned, their shared feeds to the deleting administrator, their private feeds go; their sessions end (decision 0042)
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteSmmAccountsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invites a user to the organisation: they are listed at once and sign in after following the e-mailed link (7 days) and choosing a password
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApi1OrgByIdUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/users/{userId}/invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a pending invitation again, with a new link (the old one stops working)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApi1OrgByIdUsersByUserIdInvitation'];
    /**
     * Withdraws a pending invitation: its link stops working and the invited user goes
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteApi1OrgByIdUsersByUserIdInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/accept-invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follows an invitation's link: sets the invited user's password, who may then sign in
     * @description Access: Anyone; no token needed.
     */
    post: operations['postSmmAccountsAcceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks for a password reset link (valid 60 minutes), e-mailed when the address has an account; the answer is the same either way
     * @description Access: Anyone; no token needed.
     */
    post: operations['postSmmAccountsPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/smm/accounts/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follows a reset link: sets the new password and ends every session of the user
     * @description Access: Anyone; no token needed.
     */
    post: operations['postSmmAccountsResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * An administrator's change of a user: name, admin right, default role, teams
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApi1OrgByIdUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the organisation's audit log, newest first, by person, kind and dates (`next` is the following page's cursor)
     * @description Access: Administrators of the organisation.
     */
    get: operations['getApi1OrgByIdAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/audit-log/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log by the same filters as a CSV file (newest first, at most 50,000 entries)
     * @description Access: Administrators of the organisation.
     */
    get: operations['getApi1OrgByIdAuditLogCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation: name, package, status
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1OrgById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/orgs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The full organisation with its users, teams and channels (admins and team leaders)
     * @description Access: Administrators and team leaders.
     */
    get: operations['getApi2OrgsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/oidc/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's single sign-on settings
     * @description Access: Administrators of the organisation.
     */
    get: operations['getApi1OrgOidcById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/orgs/{id}/user-names': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The names of the users the caller may see (for mentions and assignees)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2OrgsByIdUserNames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{id}/channels/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Name, network, state and teams of each channel the caller may see
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1OrgByIdChannelsMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/org/{orgId}/admin-context-switch/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Switches an administrator's view to one team, or back to the organisation (null)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApi1OrgByOrgIdAdminContextSwitchById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/suite/smm-user-product-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's package and the products it includes
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getSuiteSmmUserProductAccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resource-caps/v1/orgs/{id}/resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many channels and users the package allows, and how many are used
     * @description Access: Administrators of the organisation.
     */
    get: operations['getResourceCapsV1OrgsByIdResources'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organizations/{id}/aiFeatures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the organisation consented to the OpenAI features
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getOrganizationsByIdAiFeatures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organizations/{id}/setAiFeatures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Gives or withdraws the organisation's consent to the OpenAI features
     * @description Access: Administrators of the organisation.
     */
    post: operations['postOrganizationsByIdSetAiFeatures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Creates a team (its name unique in the organisation)
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApi1Team'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/team/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes a team's name or colour (and, for administrators, its permissions)
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApi1TeamById'];
    /**
     * Deletes a team (its members and channels stay in the organisation; its cases go back to nobody)
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteApi1TeamById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/team/{id}/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Adds a user to a team with a role (a member: changes their role)
     * @description Access: Administrators and team leaders.
     */
    put: operations['putApi1TeamByIdUserByUserId'];
    /**
     * Changes a member's role in a team
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApi1TeamByIdUserByUserId'];
    /**
     * Removes a user from a team
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteApi1TeamByIdUserByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/assign-channel-to-teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Gives teams channels (team leaders: their teams and the channels they see)
     * @description Access: Administrators and team leaders.
     */
    post: operations['postChannelsV2AssignChannelToTeams'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/dismiss-channel-from-team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Takes a channel away from a team
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteChannelsV2DismissChannelFromTeam'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/channel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A channel the caller may see, with their role on it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1ChannelById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/settings/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A page of the channels the caller manages (page size up to 15000)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postChannelsV2SettingsChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels the caller may see, with whether URL tracking is on
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/channels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One channel with whether URL tracking is on
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingChannelsById'];
    /**
     * Turns a channel's campaign tracking on or off and sets its template and mappings (channel managers of the channel)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    put: operations['putPublishUrlTrackingChannelsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/permissions/channel/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the caller may do with the channel's posts
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1PermissionsChannelById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2/channels/{id}/assignables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who an item of the channel may be assigned to: its users and its teams' members
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi2ChannelsByIdAssignables'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/permissions/audience/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's audience role: ADMIN, AUDIENCE_USER, or null when the package has no audience
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1PermissionsAudienceUsersByIdRole'];
    /**
     * Sets a user's audience role: ADMIN, AUDIENCE_USER, or null for none (administrators; decision 0096)
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApi1PermissionsAudienceUsersByIdRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/channel/{id}/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who holds which role on the channel, their own or through a team
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApi1ChannelByIdPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/channel/{id}/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a user's role on a channel; replacing a different role needs overrideConfirmed
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApi1ChannelByIdUserByUserId'];
    /**
     * Takes away a user's own role on a channel: a role their teams give them applies again
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteApi1ChannelByIdUserByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/channel/{id}/connectionaudits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What happened to the channel's connection, newest first
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApi1ChannelByIdConnectionaudits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/{id}/override-name': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Gives the channel a display name of its own
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postChannelsV2ByIdOverrideName'];
    /**
     * Shows the channel under its name on the network again
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteChannelsV2ByIdOverrideName'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/{id}/reconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts connecting the channel again: where to send the browser for the network's consent
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getChannelsV2ByIdReconnect'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/{id}/index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reads the channel's followers and recent activity from its network again
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postChannelsV2ByIdIndex'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/{id}/mark-for-deletion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Marks a channel for deletion: it leaves every list at once; connecting it again within 30 days brings it back
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteChannelsV2ByIdMarkForDeletion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's channel groups by name, each with the caller's channels in it; groups without one are left out (administrators see every group)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getChannelsV2Groups'];
    put?: never;
    /**
     * Creates a channel group of channels the caller manages
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postChannelsV2Groups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One channel group, with the caller’s channels in it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getChannelsV2GroupsById'];
    /**
     * Renames a channel group and sets its channels; a channel manager changes only the channels they manage in it
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    put: operations['putChannelsV2GroupsById'];
    post?: never;
    /**
     * Deletes a channel group (its channels stay); a channel manager deletes only a group whose channels they all manage
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteChannelsV2GroupsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The campaign tracking of every channel the caller sees: switch, template and mappings, and whether they manage it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingMappings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/channels/{id}/mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One channel's campaign tracking mappings, with its switch and template
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingChannelsByIdMappings'];
    /**
     * Replaces a channel's campaign tracking mappings: parameters that fill or override its template's values
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    put: operations['putPublishUrlTrackingChannelsByIdMappings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's tracking templates by name, with the caller's channels using each
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingTemplates'];
    put?: never;
    /**
     * Creates a tracking template
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postPublishUrlTrackingTemplates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/publish/url-tracking/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One tracking template
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getPublishUrlTrackingTemplatesById'];
    /**
     * Renames a tracking template and sets its parameters (the links of every channel using it change)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    put: operations['putPublishUrlTrackingTemplatesById'];
    post?: never;
    /**
     * Deletes a tracking template; the channels using it keep their tracking switch and their own mappings
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deletePublishUrlTrackingTemplatesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/feature-toggler-{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The features that are on for the given organisation and user targets (the caller’s own; administrators: any user of theirs)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postFeatureTogglerByHash'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/connect/{network}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts connecting a network: where to send the browser for the person's consent
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getChannelsV2ConnectByNetwork'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/v2/connect/{network}/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels the caller authorised on a network, and whether each is added
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getChannelsV2ConnectByNetworkChannels'];
    put?: never;
    /**
     * Adds authorised channels of a network to the organisation
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postChannelsV2ConnectByNetworkChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/authorizedChannels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every channel the caller authorised, on any network
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApi1AuthorizedChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/connectChannels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Asks to add authorised channels of any network (the legacy endpoint): a background job
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApi1ConnectChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/connectChannels/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's latest legacy connect request
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApi1ConnectChannelsState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's feeds and those shared with them, pinned first, in their order
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageModeratorsByIdFeeds'];
    /**
     * Reorders the caller's feeds: the ids in their new order
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeeds'];
    /**
     * Creates a feed, last in the caller’s list
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageModeratorsByIdFeeds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds/{feedId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One feed the caller may see
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageModeratorsByIdFeedsByFeedId'];
    /**
     * Changes a feed's name, filters and display (its owner or an administrator); the others who have it are told
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeedsByFeedId'];
    post?: never;
    /**
     * Deletes a feed; the people it was shared with are told
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageModeratorsByIdFeedsByFeedId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds/{feedId}/push': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Turns the caller's push notifications of a feed on or off
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeedsByFeedIdPush'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds/{feedId}/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Turns the caller's email notifications of a feed on or off
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeedsByFeedIdEmail'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds/{feedId}/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Turns the caller's pin of a feed on or off
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeedsByFeedIdPin'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/moderators/{id}/feeds/{feedId}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Sets who a feed is shared with (and, for its owner or an administrator, who owns it)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageModeratorsByIdFeedsByFeedIdShare'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A page of the inbox entries the caller sees that match the filters and the reader's refinement: by offset, or after the cursor of the previous page
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item the caller sees, with its stats
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageContentsById'];
    /**
     * Edits a comment the channel wrote (Google Business Profile)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsById'];
    post?: never;
    /**
     * Deletes an item on its network (where the network allows it)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An item's media
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageContentsByIdMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/search/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The stats of an item's thread: answers, assigned to the caller, unread, notes
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageSearchByIdStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Marks an item read by the caller
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsByIdRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Marks an item unread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsByIdUnread'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Hides an item on its network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsByIdHide'];
    post?: never;
    /**
     * Unhides an item on its network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdHide'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/like': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Likes an item on its network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsByIdLike'];
    post?: never;
    /**
     * Takes back a like
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdLike'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/spam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks an item as spam
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdSpam'];
    /**
     * Marks an item as not spam
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdSpam'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/priority': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks an item as a priority
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdPriority'];
    /**
     * Takes away the priority
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdPriority'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Assigns an item to a user or a team of the organisation, with an optional note
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdAssign'];
    /**
     * Unassigns an item
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdAssign'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/labels/{labelId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Adds a label to an item
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageContentsByIdLabelsByLabelId'];
    post?: never;
    /**
     * Takes a label off an item
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageContentsByIdLabelsByLabelId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/sentiment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets the user's sentiment of an item (null goes back to the prediction)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdSentiment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Corrects a conversation's language
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdLanguage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkRead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks items of a thread read
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkUnread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks items of a thread unread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkUnread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkSpam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks items of a thread as spam
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkSpam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkNotSpam': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks items of a thread as not spam
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkNotSpam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkPriority': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks items of a thread as a priority
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkPriority'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkNotPriority': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Takes the priority away from items of a thread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkNotPriority'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkSentiment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets the sentiment of items of a thread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkSentiment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/bulkLabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds and takes off labels on items of a thread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdBulkLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds and takes off labels on items of a thread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdLabels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/{network}/contents/{id}/bulkDelete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deletes items of a thread on their network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageByNetworkContentsByIdBulkDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/{network}/contents/{id}/bulkLike': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Likes items of a thread on their network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageByNetworkContentsByIdBulkLike'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/{network}/contents/{id}/bulkUnlike': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Takes back likes on items of a thread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageByNetworkContentsByIdBulkUnlike'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/bulk/{id}/bulkAction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Does one action to the selected items of a feed
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageBulkByIdBulkAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/bulk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Does one action to every item of a feed the caller sees (select all)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageBulkById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/bulk/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A bulk job's progress: counts, state, and a page (offset, limit) of the items it left as they were, with why
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageBulkJobsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where each item of a thread stands: network and moderator status, delivery of what was sent, the error of a failed send
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageContentsByIdStatuses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/comments/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A comment of an item, with the first page of its replies (oldest first)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageContentsByIdCommentsByCommentId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/search/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A page of an item's comments (oldest first unless asked), by offset or cursor
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageSearchByIdMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/search/{id}/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of a comment's replies (oldest first unless asked), by offset or cursor
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageSearchByIdByCommentId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/conversations/{id}/messages/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A page of a conversation's messages: the newest, around a focused message, or before / after one
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageConversationsByIdMessagesGet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/conversations/{id}/messages/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The messages of a conversation that contain the text, with how many match
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageConversationsByIdMessagesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Comments on an item (a reply when the item is a comment); answers the comment as it is being sent
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdComments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/comments/{commentId}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replies to a comment of an item
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdCommentsByCommentIdReplies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a message in a conversation
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/privatereply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answers a public Facebook or Instagram post or comment in private (once per item); answers the message as it is being sent
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngagePrivatereply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/tw/contents/{id}/retweet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retweets an X post or reply; with a message it is a quote
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageTwContentsByIdRetweet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/threads/contents/{id}/repost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reposts a Threads post or reply; with a message it is a quote
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageThreadsContentsByIdRepost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/whatsapp/{channelId}/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The message templates approved for a WhatsApp channel
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageWhatsappByChannelIdTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/whatsapp/templates/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a WhatsApp template message in a conversation (the only message WhatsApp takes 24 hours after the customer last wrote)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageWhatsappTemplatesSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/tw/filterOutViewOnlyChannels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Of the given X channels, those the caller may send from: seen by them and not view-only for them
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageTwFilterOutViewOnlyChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/quota': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How much each channel the caller sees may still send in its network’s current window (the reply quota)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageQuota'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a failed comment, reply or message again
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/conversations/{id}/resyncControl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Takes the thread control of a Facebook conversation from the app holding it (handover protocol) and answers the conversation as the product now controls it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageConversationsByIdResyncControl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stores a photo or video for a reply on a network, within the network's upload limits (multipart/form-data, field file)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stores a photo or video for a post, within the upload limits of every network named (multipart/form-data, field file); 422 names the network that does not take it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiPublishMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/link-meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A link's preview: the page's Open Graph title, description, image and site name (else its title and description), read by the server from public web sites only
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiPublishLinkMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/responsetemplates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's response templates by name; with conversationId, those that fit that item (its network and channel, its language first)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageResponsetemplates'];
    put?: never;
    /**
     * Creates a response template for the organisation (template managers)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageResponsetemplates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/responsetemplates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Changes a response template (template managers)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageResponsetemplatesById'];
    post?: never;
    /**
     * Deletes a response template (template managers)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageResponsetemplatesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a note on items of a conversation; the people and teams it mentions are told
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a note on one item
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageContentsByIdNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/conversations/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The newest notes of each item of a conversation (noteLimitPerItem, default 2), or of one item (conversationItemId)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageConversationsByIdNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/conversations/{id}/notes/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of one item's notes, newest first (offset, limit default 2)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageConversationsByIdNotesByMessageId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/notes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Changes the text and mentions of a note (its author); newly mentioned people are told
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageNotesById'];
    post?: never;
    /**
     * Deletes a note (its author or an administrator)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageNotesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Opens a case from items; it gets the next number of the organisation
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageCases'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/cases/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Searches the cases the caller sees, newest first: words of the subject or description, or the number; status
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageCasesSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/cases/associated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The cases items are in, by number
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageCasesAssociated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/cases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes a case (its author or an administrator); its items are no longer in it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageCasesById'];
    options?: never;
    head?: never;
    /**
     * Changes a case: subject, description, status (OPEN, CLOSED), assignee (a person or a team; they are told), items added or taken out
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    patch: operations['patchApiEngageCasesById'];
    trace?: never;
  };
  '/api/engage/cases/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The annotation notes of a case, oldest first
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageCasesByIdNotes'];
    put?: never;
    /**
     * Adds an annotation note to a case
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageCasesByIdNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/cases/{id}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes an annotation note of a case (its author or an administrator)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiEngageCasesByIdNotesByNoteId'];
    options?: never;
    head?: never;
    /**
     * Changes an annotation note of a case (its author)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    patch: operations['patchApiEngageCasesByIdNotesByNoteId'];
    trace?: never;
  };
  '/api/engage/forward/{uuid}/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Forwards an item by e-mail to up to 20 addresses; replies go to the caller
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageForwardByUuidEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/zendesk/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Opens a Zendesk ticket from an item; the item keeps it among its external cases
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageZendeskTickets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's labels, by name
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageLabels'];
    put?: never;
    /**
     * Creates a label (administrators only while the organisation restricts labels); names are unique, ignoring case
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiEngageLabels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/listening/queries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's listening queries, by name
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageListeningQueries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's labels by name, with how many items carry each
     * @description Access: Administrators of the organisation.
     */
    get: operations['getLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/labels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes a label: it leaves the lists at once, and a job takes it off its items (follow it at /labels/jobs/{id})
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteLabelsById'];
    options?: never;
    head?: never;
    /**
     * Renames a label and/or changes its colour (#rrggbb); names stay unique, ignoring case
     * @description Access: Administrators of the organisation.
     */
    patch: operations['patchLabelsById'];
    trace?: never;
  };
  '/labels/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merges a label into another (`into`, the one kept): its items carry the kept label once, and the label goes (a job: /labels/jobs/{id})
     * @description Access: Administrators of the organisation.
     */
    post: operations['postLabelsByIdMerge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/labels/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's unfinished label jobs, then the last finished ones
     * @description Access: Administrators of the organisation.
     */
    get: operations['getLabelsJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/labels/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A label job: how many items it has taken the label off, of how many
     * @description Access: Administrators of the organisation.
     */
    get: operations['getLabelsJobsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's rules in the order they apply, with how many items each matched and when it last ran
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateRules'];
    put?: never;
    /**
     * Creates a rule as a draft, applied after the existing ones (administrators)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiAutomateRules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Puts the rules in the order they apply: the ids of every rule, first applied first (administrators)
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApiAutomateRulesOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One rule of the organisation
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateRulesById'];
    /**
     * Changes a rule's name, conditions, actions and channels; its status stays (administrators)
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApiAutomateRulesById'];
    post?: never;
    /**
     * Deletes a rule: it stops at once; its run log stays (administrators)
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteApiAutomateRulesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activates a draft, paused or failed rule: it applies to every new item (administrators)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiAutomateRulesByIdActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pauses an active rule until it is activated again (administrators)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiAutomateRulesByIdPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The run log of a rule, newest first: each item it matched and what each action did
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateRulesByIdRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/rules/dry-run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What a rule's definition would do over the organisation's items of the last days (7 by default, at most 90): nothing changes
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAutomateRulesDryRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The actions a rule may take and what each needs; case systems say whether they are connected
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a rule may watch: the networks and channels of the organisation
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateSources'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/contents/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The changes of an item the caller sees, newest first (at most 100), with who made them: a person, a bulk job, an automation rule or messaging group, or the network
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageContentsByIdHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/audience/identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The identity card of an item's sender: profile, their other items on the channels the caller sees (every network), and the notes on them
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageAudienceIdentities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/messaging-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the organisation's automated messaging groups, oldest first
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateMessagingGroups'];
    put?: never;
    /**
     * Creates an automated messaging group (administrators)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiAutomateMessagingGroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/automate/messaging-groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes an automated messaging group (administrators)
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteApiAutomateMessagingGroupsById'];
    options?: never;
    head?: never;
    /**
     * Changes a group's name, message, channels, opening hours, time zone or switch (administrators)
     * @description Access: Administrators of the organisation.
     */
    patch: operations['patchApiAutomateMessagingGroupsById'];
    trace?: never;
  };
  '/api/automate/messaging-groups/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels that take direct messages, each with the groups that answer on it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAutomateMessagingGroupsChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exports the inbox entries the caller sees as CSV (a job): networks, types, a feed, dates; e-mails the link when asked
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postV2Exports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/exports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An export's status, with its download link once done (for 24 hours)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getV2ExportsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/settings/organisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's organisation's engage settings: its response-time target
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageSettingsOrganisation'];
    /**
     * Sets the organisation's response-time target in minutes (null: none); items waiting longer are overdue
     * @description Access: Administrators of the organisation.
     */
    put: operations['putApiEngageSettingsOrganisation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engage/settings/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's own inbox preferences: when opening an item marks it read
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiEngageSettingsMe'];
    /**
     * Changes the caller's own inbox preferences
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiEngageSettingsMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's home: without items it answers their widgets; with items it saves their order and visibility (only the package's widgets; missing ones follow, shown)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiHome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/engage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The engage widget: unread items, items assigned to the caller, and the five waiting longest for an answer, on the channels the caller sees
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiHomeEngage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/measure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The measure widget: customers' items received in the last 7 days on the channels the caller sees, how many were answered, and the median time to the first answer
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiHomeMeasure'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/audience': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audience widget: the people who wrote in the last 7 days on the channels the caller sees, and how many of them for the first time
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiHomeAudience'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/listen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listen widget: the organisation's active listening queries with their volume in the last 7 days
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiHomeListen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/buzzard/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A token that opens one realtime connection (/buzzard?token=…) for the caller within a minute
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getBuzzardToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maintenance-notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The scheduled-maintenance notices that are not over yet, the soonest first
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMaintenanceNotices'];
    put?: never;
    /**
     * Schedules a maintenance notice (support staff); everyone is notified
     * @description Access: Support staff (realm role smm_super_user).
     */
    post: operations['postApiMaintenanceNotices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/maintenance-notices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraws a maintenance notice (support staff)
     * @description Access: Support staff (realm role smm_super_user).
     */
    delete: operations['deleteApiMaintenanceNoticesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inbox-service/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the caller's notifications by product, relevance and status, sorted by the time of what they tell; `next` is the link of the following page
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getInboxServiceNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Marks some of the caller's notifications (or all of them, with `all`) read or unread; answers the unread count
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    patch: operations['patchInboxServiceNotifications'];
    trace?: never;
  };
  '/inbox-service/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many of the caller's notifications are unread
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getInboxServiceNotificationsUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inbox-service/notifications/filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's filters of the notification centre (the defaults until they save some)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getInboxServiceNotificationsFilters'];
    put?: never;
    /**
     * Saves the caller's filters of the notification centre (query parameters status, product, relevance, sortDirection; the others stay)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postInboxServiceNotificationsFilters'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/short-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Shortens an http(s) address: a short link on this server that redirects to it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiShortLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sandbox customer comments now on the newest post of one of the organisation's channels (default: its first Facebook channel)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxComments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sandbox customer sends one of the organisation's channels a direct message now, starting a conversation or continuing one
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/failures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Makes the next requests of one of the organisation's sandbox channels (or public channels its brands follow, or an ad network: ads-facebook, ads-linkedin, ads-twitter, ads-tiktok) fail as the network would (0 times clears)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxFailures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/topics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The topics a webhook can subscribe to, each with what it tells and an example
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getWebhookTopics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's webhooks, with their topics, health and latest attempts
     * @description Access: Administrators of the organisation.
     */
    get: operations['getWebhookWebhooks'];
    put?: never;
    /**
     * Creates a webhook: an https address, what it is for, its topics
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Changes a webhook's address, description, topics or switch; switching it on again starts its health afresh
     * @description Access: Administrators of the organisation.
     */
    put: operations['putWebhookWebhooksById'];
    post?: never;
    /**
     * Deletes a webhook and its delivery log
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteWebhookWebhooksById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}/topics/{topic}/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribes a webhook to a topic
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookWebhooksByIdTopicsByTopicSubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}/topics/{topic}/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unsubscribes a webhook from a topic
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookWebhooksByIdTopicsByTopicUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sends a test event to a webhook now, signed like every delivery, and answers how it went
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookWebhooksByIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of a webhook's delivery log, newest first, by status and topic
     * @description Access: Administrators of the organisation.
     */
    get: operations['getWebhookWebhooksByIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/webhooks/{id}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delivers again every one of a webhook's failed deliveries since a time (same webhook-id)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookWebhooksByIdReplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/deliveries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One delivery with every attempt (status, duration, the start of the answer)
     * @description Access: Administrators of the organisation.
     */
    get: operations['getWebhookDeliveriesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delivers one delivery again now, with the same webhook-id, and answers it
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookDeliveriesByIdResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/organization/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's signing secret (whsec_…), and the previous one while a rotation overlaps
     * @description Access: Administrators of the organisation.
     */
    get: operations['getWebhookOrganizationSecret'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook/organization/secret/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotates the signing secret: the new one signs from now, the previous one too for 24 hours
     * @description Access: Administrators of the organisation.
     */
    post: operations['postWebhookOrganizationSecretRotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/1/user/{id}/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which kinds of notification a user gets in the product and by e-mail (the user or an administrator)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApi1UserByIdNotificationSettings'];
    /**
     * Sets, for the kinds named, whether a user gets them in the product and by e-mail; answers every kind
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApi1UserByIdNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/support/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users of any organisation whose name or e-mail address holds `q` (at most 25; `more` says there were more)
     * @description Access: Support staff (realm role smm_super_user).
     */
    get: operations['getSupportUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/business-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's WhatsApp business accounts, with Meta's business verification, their deployment and number count
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappBusinessAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/phone-numbers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A business account's phone numbers: display name and its approval, registration, verification, channel
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappPhoneNumbers'];
    put?: never;
    /**
     * Adds a phone number with a display name to a business account (the name is reviewed over minutes)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappPhoneNumbers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/phone-numbers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes a phone number from its business account (409 while it is a connected channel)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteApiWhatsappPhoneNumbersById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's WhatsApp numbers being connected and connected, of one deployment when asked
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappChannels'];
    put?: never;
    /**
     * Chooses a number to connect: it becomes a channel being connected and its deployment's selected channel
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/channels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancels connecting a number (409 when connected: a connected channel is deleted in the channel settings)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteApiWhatsappChannelsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp2/channels/{id}/verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Enters the code the number received and its two-step verification PIN (six digits), as given: the number becomes VERIFIED
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    put: operations['putApiWhatsapp2ChannelsByIdVerification'];
    /**
     * Asks WhatsApp to send the number a verification code by SMS (valid 10 minutes; another after 60 seconds, else 429)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsapp2ChannelsByIdVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp2/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's WhatsApp numbers being connected and connected
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsapp2Channels'];
    put?: never;
    /**
     * Adds numbers verified in their deployment as the organisation's channels (then indexed like any channel)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsapp2Channels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/deployment/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A WhatsApp deployment: its business account, selected and verified channels
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappDeploymentById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/deployment/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Registers a code-verified number of the deployment on WhatsApp (ACTIVE); 409 when not verified, 502 with the cause when WhatsApp fails
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappDeploymentByIdActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/deployment/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks that a number of the deployment is ACTIVE and VERIFIED and adds it to the deployment's verified channels (409 naming what is missing)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappDeploymentByIdVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A WhatsApp channel's business profile
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappProfile'];
    put?: never;
    /**
     * Saves a WhatsApp channel's business profile (400 naming the first field WhatsApp would refuse)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappProfile'];
    /**
     * Clears a WhatsApp channel's business profile: every field empty, vertical Other, no photo
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteApiWhatsappProfile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/profile/upload-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sets a WhatsApp channel's profile photo, a JPEG or PNG of at most 5 MB (multipart/form-data, field file); it is also the channel's picture
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappProfileUploadPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The message templates of a WhatsApp channel's business account, with WhatsApp's review
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    get: operations['getApiWhatsappTemplates'];
    put?: never;
    /**
     * Submits a message template for review (PENDING; 400 for a bad name, 409 for a name and language the account has)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    post: operations['postApiWhatsappTemplates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/whatsapp/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes a message template of a WhatsApp channel's business account (the standard ones stay)
     * @description Access: Administrators and members of a team that grants manageChannels.
     */
    delete: operations['deleteApiWhatsappTemplatesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/whatsapp/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sandbox customer writes to one of the organisation's connected WhatsApp numbers now (a new conversation)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxWhatsappMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channels the caller may choose for a post (connected, seen by them), with their post permissions and campaign tracking
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiPublishChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Posts on channels the caller sees, by status, visibility, channels and time (since…until on `at`), newest or oldest first, in pages
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiPublishItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates a post for channels: saved as a draft, sent for approval, scheduled or published now (each needs its post permission on every channel)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiPublishPosts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A post with its variants, the outcome on each channel and what the caller may do
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiPublishPostsById'];
    /**
     * Changes a post that is not published, then does the action (an approved or scheduled post edited by someone who may not publish goes back for approval)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiPublishPostsById'];
    post?: never;
    /**
     * Deletes a post that is not published
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiPublishPostsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/posts/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves a post waiting for approval: scheduled at the given time, else its requested time, or now when none or passed
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiPublishPostsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/posts/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rejects a post waiting for approval, with a comment for its author
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiPublishPostsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/publish/posts/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publishes a failed post again now, only on the channels that refused it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiPublishPostsByIdRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Team performance: customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels — received, handled, answered, and the median and 90th percentile of the first-response time
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Team performance by team: for each team, the items of customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels whose first answer its members wrote or which they closed
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Team performance by person: the people who wrote the first answer to, or closed, customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/breakdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Team performance: the inbox volume (customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels) by network and item type
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceBreakdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/created-at': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Team performance per day in the query's time zone: customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels, handled, and their sentiment
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceCreatedAt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/team-performance/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One part of team performance (summary, all, users, breakdown, createdAt) as a CSV file with English headers
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasureTeamPerformanceExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/measure/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published posts' performance: the posts published in the period on the channels the caller sees, with their networks' metrics, most engaging first
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiMeasurePosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/queries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's saved benchmark queries whose brands the caller sees
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkQueries'];
    put?: never;
    /**
     * Saves a benchmark query: brands, networks and a period under a name (at most 100 per organisation)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiBenchmarkQueries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/queries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One saved benchmark query
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkQueriesById'];
    /**
     * Changes a saved benchmark query (its author, an administrator or a team leader)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiBenchmarkQueriesById'];
    post?: never;
    /**
     * Deletes a saved benchmark query (its author, an administrator or a team leader)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiBenchmarkQueriesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's scheduled benchmark reports whose brands the caller sees
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkReports'];
    put?: never;
    /**
     * Schedules a benchmark report e-mailed to its recipients daily, weekly or monthly at an hour of a time zone
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApiBenchmarkReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One scheduled benchmark report
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkReportsById'];
    /**
     * Changes a scheduled benchmark report; `active` false pauses it (no next sending), true resumes it
     * @description Access: Administrators and team leaders.
     */
    put: operations['putApiBenchmarkReportsById'];
    post?: never;
    /**
     * Deletes a scheduled benchmark report
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteApiBenchmarkReportsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/reports/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mails a scheduled benchmark report to its recipients now, besides its schedule (with its CSV file)
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApiBenchmarkReportsByIdSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/outliers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Posts of the brands far from their channel's usual engagement (a robust score of at least 3 from the median of the 90 days before), strongest first
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkOutliers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's brands the caller sees, by name
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrand'];
    put?: never;
    /**
     * Creates a brand (administrators and team leaders)
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApiBenchmarkAppBrand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand/ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ids of the organisation's brands the caller sees
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrandIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand/channel-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ids of the public channels of the brands the caller sees
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrandChannelIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's channel slots: its package's total and those used
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrandSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand/slot-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The brands the caller sees and the channel slots remaining
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrandSlotSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/app/brand/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One brand with its public channels
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkAppBrandById'];
    /**
     * Changes a brand’s name, details, own-brand mark and teams
     * @description Access: Administrators and team leaders.
     */
    put: operations['putApiBenchmarkAppBrandById'];
    post?: never;
    /**
     * Deletes a brand; its public channels’ slots are freed when no other brand follows them
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteApiBenchmarkAppBrandById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/brand-public-channel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a public channel to a brand (a new one takes a channel slot; an onboarded brand fills its history)
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApiBenchmarkBrandPublicChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/brand-public-channel/{brandId}/{publicChannelId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes a public channel from a brand
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteApiBenchmarkBrandPublicChannelByBrandIdByPublicChannelId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/brand-public-channel/{brandId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes every public channel from a brand
     * @description Access: Administrators and team leaders.
     */
    delete: operations['deleteApiBenchmarkBrandPublicChannelByBrandId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/organisation-public-channel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The public channels the organisation follows, each with the brands (the caller sees) that follow it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkOrganisationPublicChannel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/public-channel/channel/get-channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public channels by id (those the networks have), with the caller’s brands of each
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkPublicChannelChannelGetChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/search/handle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suggested public channels: those of the networks whose handle or name contains the keyword
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkSearchHandle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/onboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Onboards a brand: its public channels’ last 90 days are filled in the background, then every day
     * @description Access: Administrators and team leaders.
     */
    post: operations['postApiBenchmarkOnboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/insights/brands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Brand insights: each brand’s fans, posts, interactions, reach and impressions per day, per network and in total
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkInsightsBrands'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/insights/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Content analysis: each brand’s posts by day, type, weekday and hour, their engagement and (Facebook) sentiment
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkInsightsContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/benchmark/insights/content-feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The content feed: the brands’ posts, newest or most engaging first, a keyset page at a time
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiBenchmarkInsightsContentFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analytics/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Records a product analytics event (a feature-gated route, the listening tool, a route view); stored only with consent to C0002
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAnalyticsEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listen/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's listen alerts, oldest first, with where each stands
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiListenAlerts'];
    put?: never;
    /**
     * Adds a listen alert: a listening query's mentions in the last hour or day above a number, or a percentage above the usual, notify its recipients (at most 50 per organisation)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiListenAlerts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listen/alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One listen alert
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiListenAlertsById'];
    /**
     * Changes a listen alert (a changed rule starts again from below its threshold), or switches it on or off
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiListenAlertsById'];
    post?: never;
    /**
     * Deletes a listen alert
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiListenAlertsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/listening/spikes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds a burst of public posts to the sandbox listening corpus (count posts saying a text over the last minutes), so a query’s volume rises
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxListeningSpikes'];
    /**
     * Takes the spikes the organisation added out of the sandbox listening corpus
     * @description Access: Administrators of the organisation.
     */
    delete: operations['deleteApiSandboxListeningSpikes'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listen/embed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listening tool's frame for the caller: its address with a short-lived token and a fresh nonce, the tool's origin and the nonce its tracking messages carry
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiListenEmbed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's ad accounts: the connected ones and the disconnected ones, each by name
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One ad account of the organisation
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsAccountsById'];
    put?: never;
    post?: never;
    /**
     * Removes a disconnected ad account for good (409 while it is connected)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiAdsAccountsById'];
    options?: never;
    head?: never;
    /**
     * Changes an ad account's name, currency, time zone, linked channels (those the caller sees) or auto-boost
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    patch: operations['patchApiAdsAccountsById'];
    trace?: never;
  };
  '/api/ads/accounts/{id}/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Disconnects an ad account: it moves to the disconnected accounts
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAdsAccountsByIdDisconnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/accounts/{id}/reconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reconnects a disconnected ad account with its access (409 AD_ACCOUNT_REAUTHORISE when the ad network wants consent again)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAdsAccountsByIdReconnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/connect/{network}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts connecting ad accounts: where to send the browser for the person's consent
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsConnectByNetwork'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/connect/{network}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchanges the code the consent page returned for the ad accounts the person granted
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAdsConnectByNetworkCallback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/connect/{network}/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Connects the chosen ad accounts the person granted (new or disconnected ones)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAdsConnectByNetworkAccounts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audience in figures: people, new this week, by network, by sentiment, new per day, pinned audiences
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * People, most recently seen first, by keyset: search and filter by network, sentiment, label, seen since, or a saved audience
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudiencePeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/people/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A person: identities on each network, contact details, labels and latest inbox entries
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudiencePeopleById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes a person's name, e-mail, phone or labels (null clears e-mail and phone)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    patch: operations['patchApiAudiencePeopleById'];
    trace?: never;
  };
  '/api/audience/audiences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The saved audiences, pinned first, then by name, with how many people each holds
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceAudiences'];
    put?: never;
    /**
     * Saves an audience: a name and a filter over people, maybe pinned
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAudienceAudiences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/audiences/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One saved audience with how many people it holds
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceAudiencesById'];
    /**
     * Changes an audience's name, filter and pin
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiAudienceAudiencesById'];
    post?: never;
    /**
     * Deletes a saved audience (its people stay)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    delete: operations['deleteApiAudienceAudiencesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/audiences/{id}/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Pins an audience (shown first, in the navigation and the overview) or unpins it
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    put: operations['putApiAudienceAudiencesByIdPin'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/audiences/{id}/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An audience's people, most recently seen first, by keyset (more filters narrow it)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceAudiencesByIdPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/merge/nominees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * People likely the same person across networks, best first, 25 at a time (`next` reads on)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceMergeNominees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/merge/merges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merges the other person into the kept one (identities, contact fields where empty, counts, first and last seen); undoable
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAudienceMergeMerges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/merge/dismissals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks two people not the same person: the pair is not nominated again; undoable
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAudienceMergeDismissals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/merge/{id}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undoes a merge (exactly as it was before) or a "not the same person"
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAudienceMergeByIdUndo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's last 20 imports, newest first (without their rows' errors)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceImports'];
    put?: never;
    /**
     * Imports people from a CSV file (multipart/form-data, field file; at most 10,000 rows and 5 MB) with the column mapping in `mapping`
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAudienceImports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An import: its state, progress (0–100) and the rows not imported (line and reason)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceImportsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audience/imports/{id}/errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rows an import did not take, as a CSV file (line, reason, column, value)
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAudienceImportsByIdErrors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/accounts/{id}/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of an ad account's campaigns from its ad network (sortable by name, status, spend, results or start; filterable by status) with the count and totals of all
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsAccountsByIdCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/accounts/{id}/campaigns/{campaignId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One campaign of an ad account and its spend, results and impressions per day
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsAccountsByIdCampaignsByCampaignId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/posts/{postId}/boost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What boosting a published post offers the caller: its channels they may boost on with the linked ad accounts, and its boosts
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    get: operations['getApiAdsPostsByPostIdBoost'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ads/boosts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Boosts a published post with an ad account linked to its channel (budget, days, audience), once per idempotency key
     * @description Access: Any signed-in user; objects of other organisations answer 404.
     */
    post: operations['postApiAdsBoosts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sandbox/ad-failures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Makes the next requests of one of the organisation's sandbox ad accounts fail as its ad network would (0 times clears)
     * @description Access: Administrators of the organisation.
     */
    post: operations['postApiSandboxAdFailures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'engage.item.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A comment, post, mention, review or direct message arrived from a network. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.item.created",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "item": {
           *           "id": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *           "channelId": "c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
           *           "network": "instagram",
           *           "type": "comment",
           *           "text": "Where is my refund for order 88?",
           *           "sender": {
           *             "name": "Sam Sandbox",
           *             "handle": "@sam"
           *           },
           *           "createdAt": "2026-11-26T09:15:00.000Z",
           *           "labels": [],
           *           "readStatus": "unread",
           *           "hideStatus": "notHidden",
           *           "spamStatus": "notSpam",
           *           "sentiment": "negative",
           *           "priority": false
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.item.created';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ItemCreatedData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.item.changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An item was read or unread, assigned, labelled, hidden, marked as spam, given a sentiment or priority, or deleted. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.item.changed",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "item": {
           *           "id": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *           "channelId": "c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
           *           "network": "instagram",
           *           "type": "comment",
           *           "text": "Where is my refund for order 88?",
           *           "sender": {
           *             "name": "Sam Sandbox",
           *             "handle": "@sam"
           *           },
           *           "createdAt": "2026-11-26T09:15:00.000Z",
           *           "labels": [
           *             "7e6d5c4b-3a2f-4e1d-8c9b-0a1f2e3d4c5b"
           *           ],
           *           "readStatus": "unread",
           *           "hideStatus": "notHidden",
           *           "spamStatus": "notSpam",
           *           "sentiment": "negative",
           *           "priority": false
           *         },
           *         "itemId": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *         "change": "label",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         },
           *         "details": {
           *           "labelId": "7e6d5c4b-3a2f-4e1d-8c9b-0a1f2e3d4c5b"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.item.changed';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ItemChangedData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.reply.sent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone (or an automated message) sent a reply, comment or message from the product. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.reply.sent",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "replyId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *         "itemId": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.reply.sent';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ReplyData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.reply.delivered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The network accepted a reply sent from the product. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.reply.delivered",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "replyId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *         "itemId": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *         "by": {
           *           "source": "network"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.reply.delivered';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ReplyData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.reply.failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The network refused a reply sent from the product; the reason is in `error`. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.reply.failed",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "replyId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
           *         "itemId": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *         "by": {
           *           "source": "network"
           *         },
           *         "error": "The message is outside the 24-hour window."
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.reply.failed';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ReplyData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.note.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone wrote an internal note on an item. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.note.created",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "itemId": "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         },
           *         "details": {
           *           "text": "Refund approved, see order 88."
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.note.created';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['NoteCreatedData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.case.opened': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A case was opened for one or more items. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.case.opened",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "caseId": "f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0",
           *         "number": 42,
           *         "subject": "Refund for order 88",
           *         "status": "OPEN",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         },
           *         "itemIds": [
           *           "0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f"
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.case.opened';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['CaseData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.case.changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A case was changed: its subject, description, assignee or items. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.case.changed",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "caseId": "f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0",
           *         "number": 42,
           *         "subject": "Refund for order 88",
           *         "status": "OPEN",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.case.changed';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['CaseData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.case.closed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A case was closed. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.case.closed",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "caseId": "f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0",
           *         "number": 42,
           *         "subject": "Refund for order 88",
           *         "status": "CLOSED",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.case.closed';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['CaseData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'engage.feed.shared': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A saved feed was shared with people or teams. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "engage.feed.shared",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "feedId": "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
           *         "name": "Refund requests",
           *         "userIds": [
           *           "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
           *         ],
           *         "teamIds": [],
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'engage.feed.shared';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['FeedSharedData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'automation.rule.error': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An automation rule stopped because its actions kept failing. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "automation.rule.error",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "ruleId": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
           *         "name": "Hide the troll",
           *         "reason": "The network reported an infrastructure issue."
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'automation.rule.error';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['RuleErrorData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'channel.connected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A channel was connected, or connected again. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "channel.connected",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "channel": {
           *           "id": "c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
           *           "network": "instagram",
           *           "name": "Demo Coffee"
           *         },
           *         "change": "connected",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'channel.connected';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ChannelData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'channel.disconnected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A channel was disconnected (marked for deletion). */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "channel.disconnected",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "channel": {
           *           "id": "c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
           *           "network": "instagram",
           *           "name": "Demo Coffee"
           *         },
           *         "change": "markedForDeletion",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'channel.disconnected';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ChannelData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'channel.needsReconnection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A channel lost its access on the network and must be reconnected. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "channel.needsReconnection",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "channel": {
           *           "id": "c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d",
           *           "network": "instagram",
           *           "name": "Demo Coffee"
           *         },
           *         "change": "accessLost",
           *         "by": {
           *           "source": "network"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'channel.needsReconnection';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ChannelData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'export.ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An export of inbox items is ready to download. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "export.ready",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "exportId": "6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b",
           *         "userId": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11",
           *         "rows": 1250
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'export.ready';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['ExportReadyData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.invited': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Someone was invited into the organisation. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "user.invited",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "userId": "8f7e6d5c-4b3a-4291-8f0e-d9c8b7a6f5e4",
           *         "email": "new.colleague@example.com",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'user.invited';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['UserData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'user.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A user was deleted from the organisation. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "user.deleted",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "userId": "8f7e6d5c-4b3a-4291-8f0e-d9c8b7a6f5e4",
           *         "by": {
           *           "source": "user",
           *           "id": "5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'user.deleted';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['UserData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A test event, sent from the integrations screen. */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The same on every attempt: drop duplicates by it. */
          'webhook-id': string;
          /** @description Seconds since the epoch when it was signed. */
          'webhook-timestamp': string;
          /** @description `v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation). */
          'webhook-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "type": "webhook.test",
           *       "timestamp": "2026-11-26T09:15:00.000Z",
           *       "data": {
           *         "webhookId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
           *         "message": "This is a test event from Switchboard."
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            type: 'webhook.test';
            /** Format: date-time */
            timestamp: string;
            data: components['schemas']['TestData'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 15 s: delivered. Anything else is tried again. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** AccountLinkUse */
    AccountLinkUse: {
      token: string;
      password: string;
    };
    /** AccountLinkUsed */
    AccountLinkUsed: {
      email: string;
    };
    /** AdAccount */
    AdAccount: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      socialNetwork: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      externalId: string;
      name: string;
      /** @description ISO 4217 currency code */
      currency: string;
      timeZone: string;
      /** @enum {string} */
      status: 'connected' | 'disconnected';
      autoBoost: boolean;
      channelIds: string[];
      /** Format: date-time */
      connectedAt: string;
      connectedBy: string | null;
      disconnectedAt: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    /** AdAccountList */
    AdAccountList: {
      connected: components['schemas']['AdAccount'][];
      disconnected: components['schemas']['AdAccount'][];
      canManage: boolean;
    };
    /** AdAccountParam */
    AdAccountParam: {
      /** Format: uuid */
      id: string;
    };
    /** AdAccountUpdate */
    AdAccountUpdate: {
      name?: string;
      /** @description ISO 4217 currency code */
      currency?: string;
      /** @description IANA time zone */
      timeZone?: string;
      /** @description at most 200 channel ids */
      channelIds?: string[];
      autoBoost?: boolean;
    };
    /** AdCampaign */
    AdCampaign: {
      id: string;
      /** Format: uuid */
      adAccountId: string;
      name: string;
      /** @enum {string} */
      objective:
        'awareness' | 'traffic' | 'engagement' | 'leads' | 'videoViews' | 'appInstalls' | 'sales';
      /** @enum {string} */
      status: 'active' | 'paused' | 'completed';
      /** @enum {string} */
      origin: 'network' | 'boost';
      currency: string;
      budget: number;
      spend: number;
      results: number;
      /** @enum {string} */
      resultType:
        | 'reach'
        | 'linkClicks'
        | 'postEngagements'
        | 'leads'
        | 'videoViews'
        | 'appInstalls'
        | 'purchases';
      impressions: number;
      reach: number;
      costPerResult: number | null;
      /** Format: date-time */
      startsAt: string;
      endsAt: string | null;
      postId: string | null;
    };
    /** AdCampaignDay */
    AdCampaignDay: {
      date: string;
      spend: number;
      results: number;
      impressions: number;
    };
    /** AdCampaignDetail */
    AdCampaignDetail: {
      campaign: components['schemas']['AdCampaign'];
      days: components['schemas']['AdCampaignDay'][];
    };
    /** AdCampaignPage */
    AdCampaignPage: {
      /** Format: uuid */
      adAccountId: string;
      currency: string;
      items: components['schemas']['AdCampaign'][];
      total: number;
      page: number;
      pageSize: number;
      totals: components['schemas']['AdCampaignTotals'];
    };
    /** AdCampaignParams */
    AdCampaignParams: {
      /** Format: uuid */
      id: string;
      campaignId: string;
    };
    /** AdCampaignQuery */
    AdCampaignQuery: {
      /** @enum {string} */
      sort?: 'name' | 'status' | 'spend' | 'results' | 'startsAt';
      /** @enum {string} */
      order?: 'asc' | 'desc';
      /** @enum {string} */
      status?: 'active' | 'paused' | 'completed';
      page?: number;
      pageSize?: number;
    };
    /** AdCampaignTotals */
    AdCampaignTotals: {
      spend: number;
      results: number;
      impressions: number;
      reach: number;
    };
    /** AdConnectCallback */
    AdConnectCallback: {
      state: string;
      code?: string;
      error?: string;
    };
    /** AdConnectChoice */
    AdConnectChoice: {
      /** Format: uuid */
      grantId: string;
      /** @description one to 50 account ids */
      externalIds: string[];
    };
    /** AdConnectGrant */
    AdConnectGrant: {
      /** Format: uuid */
      grantId: string;
      /** @enum {string} */
      network: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      accounts: components['schemas']['GrantedAdAccount'][];
    };
    /** AdConnectStart */
    AdConnectStart: {
      authorizeUrl: string;
    };
    /** AdminContextSwitchRequest */
    AdminContextSwitchRequest: {
      teamId: string | null;
    };
    /** AdNetworkParam */
    AdNetworkParam: {
      /** @enum {string} */
      network: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
    };
    /** AiFeaturesFlag */
    AiFeaturesFlag: {
      aiFeaturesEnabled: boolean;
    };
    /** AnalyticsEvent */
    AnalyticsEvent: {
      /** @enum {string} */
      type: 'featureGatedRoute' | 'listeningTool' | 'routeView';
      route: string;
      fragment: string;
    };
    /** AssignableUser */
    AssignableUser: {
      id: string;
      name: string;
      teamIds?: string[];
    };
    /** AssignChannelsToTeams */
    AssignChannelsToTeams: {
      channelList: string[];
      teamIdList: string[];
    };
    /** Assignee */
    Assignee: {
      id: string;
      name: string;
      isTeam?: boolean;
    };
    /** AssignFilter */
    AssignFilter: {
      values: string[];
      status?: (
        | 'assignedToMe'
        | 'assignedToTeam'
        | 'assignedToOthers'
        | 'hasNotesV2'
        | 'hasNoteMentioningMe'
        | 'hasNoteMentioningTeam'
        | 'unassigned'
      )[];
      applyTo?: string;
    };
    /** Assignment */
    Assignment: {
      /** Format: uuid */
      assigneeId: string;
      isTeam: boolean;
      note?: string;
    };
    /** Audience */
    Audience: {
      /** Format: uuid */
      id: string;
      name: string;
      filter: components['schemas']['AudienceFilter'];
      pinned: boolean;
      people: number;
      createdBy: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** AudienceFilter */
    AudienceFilter: {
      search?: string;
      /** @description at most 20 networks */
      networks?: string[];
      sentiments?: ('positive' | 'neutral' | 'negative')[];
      /** @description at most 20 labels */
      labelIds?: string[];
      /** Format: date-time */
      seenSince?: string;
    };
    /** AudienceIdentity */
    AudienceIdentity: {
      itemId: string;
      profile: components['schemas']['IdentityProfile'] | null;
      items: components['schemas']['SavedItem'][];
      moreItems: boolean;
      notes: components['schemas']['Note'][];
      /** Format: uuid */
      personId?: string;
    };
    /** AudienceImport */
    AudienceImport: {
      /** Format: uuid */
      id: string;
      fileName: string;
      /** @enum {string} */
      state: 'queued' | 'checking' | 'writing' | 'done' | 'failed';
      total: number;
      checked: number;
      written: number;
      progress: number;
      imported: number;
      skipped: number;
      errors: components['schemas']['ImportRowError'][];
      failure: string | null;
      /** Format: date-time */
      createdAt: string;
      finishedAt: string | null;
    };
    /** AudienceInput */
    AudienceInput: {
      name: string;
      filter: components['schemas']['AudienceFilter'];
      pinned?: boolean;
    };
    /** AudienceOverview */
    AudienceOverview: {
      people: number;
      identities: number;
      newThisWeek: number;
      withEmail: number;
      byNetwork: {
        network: string;
        people: number;
      }[];
      bySentiment: {
        sentiment: ('positive' | 'neutral' | 'negative') | null;
        people: number;
      }[];
      newByDay: {
        day: string;
        people: number;
      }[];
      pinned: components['schemas']['Audience'][];
      aggregatedAt: string | null;
    };
    /** AudiencePeoplePage */
    AudiencePeoplePage: {
      people: components['schemas']['AudiencePerson'][];
      total: number;
      next: string | null;
    };
    /** AudiencePeopleQuery */
    AudiencePeopleQuery: {
      search?: string;
      /** @description networks: comma-separated or repeated, at most 20 */
      network?: string;
      /** @description sentiments: comma-separated or repeated, at most 3 */
      sentiment?: string;
      /** @description label ids: comma-separated or repeated, at most 20 */
      label?: string;
      /** Format: date-time */
      seenSince?: string;
      /** Format: uuid */
      audienceId?: string;
      cursor?: string;
      limit?: number;
    };
    /** AudiencePerson */
    AudiencePerson: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string | null;
      phone: string | null;
      firstSeenAt: string | null;
      lastSeenAt: string | null;
      conversations: number;
      sentiment: ('positive' | 'neutral' | 'negative') | null;
      labelIds: string[];
      /** @enum {string} */
      source: 'engage' | 'import';
      identities: components['schemas']['AudiencePersonIdentity'][];
    };
    /** AudiencePersonDetail */
    AudiencePersonDetail: {
      person: components['schemas']['AudiencePerson'];
      recentItems: components['schemas']['SavedItem'][];
    };
    /** AudiencePersonIdentity */
    AudiencePersonIdentity: {
      /** Format: uuid */
      id: string;
      network: string;
      handle: string | null;
      name: string | null;
      firstSeenAt: string | null;
      lastSeenAt: string | null;
    };
    /** AudiencePersonUpdate */
    AudiencePersonUpdate: {
      name?: string;
      email?: string | null;
      phone?: string | null;
      /** @description at most 50 labels */
      labelIds?: string[];
    };
    /** AudiencePin */
    AudiencePin: {
      pinned: boolean;
    };
    /** AudienceRoleAnswer */
    AudienceRoleAnswer: {
      userId: string;
      role: ('ADMIN' | 'AUDIENCE_USER') | null;
    };
    /** AudienceRoleUpdate */
    AudienceRoleUpdate: {
      role: ('ADMIN' | 'AUDIENCE_USER') | null;
    };
    /** AuditEntry */
    AuditEntry: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      at: string;
      /** @enum {string} */
      kind:
        | 'USER'
        | 'INVITATION'
        | 'TEAM'
        | 'ROLE'
        | 'CHANNEL'
        | 'LABEL'
        | 'SETTINGS'
        | 'WEBHOOK'
        | 'RULE'
        | 'POST'
        | 'SIGN_IN'
        | 'SUPPORT'
        | 'BRAND'
        | 'AD_ACCOUNT'
        | 'AUDIENCE';
      /** @enum {string} */
      action:
        | 'user.updated'
        | 'user.deleted'
        | 'user.passwordReset'
        | 'invitation.sent'
        | 'invitation.resent'
        | 'invitation.revoked'
        | 'invitation.accepted'
        | 'team.created'
        | 'team.updated'
        | 'team.deleted'
        | 'team.memberAdded'
        | 'team.memberChanged'
        | 'team.memberRemoved'
        | 'team.channelAdded'
        | 'team.channelRemoved'
        | 'role.set'
        | 'role.removed'
        | 'channel.connected'
        | 'channel.reconnected'
        | 'channel.renamed'
        | 'channel.accessLost'
        | 'channel.markedForDeletion'
        | 'label.created'
        | 'label.renamed'
        | 'label.deleted'
        | 'label.merged'
        | 'settings.changed'
        | 'webhook.created'
        | 'webhook.updated'
        | 'webhook.deleted'
        | 'webhook.secretRotated'
        | 'rule.created'
        | 'rule.updated'
        | 'rule.deleted'
        | 'post.approved'
        | 'post.rejected'
        | 'post.deleted'
        | 'signIn.succeeded'
        | 'signIn.failed'
        | 'support.assumed'
        | 'brand.created'
        | 'brand.updated'
        | 'brand.deleted'
        | 'adAccount.connected'
        | 'adAccount.updated'
        | 'adAccount.disconnected'
        | 'adAccount.reconnected'
        | 'adAccount.removed'
        | 'audience.merged'
        | 'audience.mergeUndone'
        | 'audience.dismissed'
        | 'audience.dismissUndone'
        | 'audience.imported';
      actor: components['schemas']['AuditPerson'] | null;
      assumedBy: components['schemas']['AuditPerson'] | null;
      address: string | null;
      target: {
        type: string;
        id: string;
        name: string;
      } | null;
      before: {
        [key: string]: string | number | boolean | null | string[];
      } | null;
      after: {
        [key: string]: string | number | boolean | null | string[];
      } | null;
    };
    /** AuditPage */
    AuditPage: {
      entries: components['schemas']['AuditEntry'][];
      next: string | null;
    };
    /** AuditPerson */
    AuditPerson: {
      id: string | null;
      name: string;
      email: string;
    };
    /** AuthorizedChannel */
    AuthorizedChannel: {
      channelId: string;
      /** @enum {string} */
      networkType:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      status: string;
      thumbnailUrl?: string;
      name?: string;
      subType?: string;
    };
    /** AutomationActionInfo */
    AutomationActionInfo: {
      /** @enum {string} */
      type:
        | 'engage.assign'
        | 'engage.label'
        | 'engage.createCase'
        | 'engage.markAsRead'
        | 'engage.markAsSpam'
        | 'engage.hide';
      fields: ('assignee' | 'labels' | 'caseKind' | 'note')[];
      caseSystems?: components['schemas']['CaseSystem'][];
    };
    /** AutomationRule */
    AutomationRule: {
      id: string;
      name: string;
      /** @enum {string} */
      status: 'draft' | 'active' | 'paused' | 'error' | 'deleted';
      /** @enum {string} */
      matchMode: 'ANY' | 'ALL';
      conditions: components['schemas']['RuleCondition'][];
      actions: components['schemas']['RuleAction'][];
      /** @enum {string} */
      authorKind?: 'CUSTOMER' | 'USER';
      autoReply?: components['schemas']['AutoReply'] | null;
      channelIds?: string[];
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      updatedAt?: string;
      createdBy?: string;
      error?: string;
      position?: number;
    };
    /** AutomationRuleSummary */
    AutomationRuleSummary: components['schemas']['AutomationRule'] & {
      matchedCount: number;
    } & {
      /** Format: date-time */
      lastRunAt?: string;
    };
    /** AutomationSources */
    AutomationSources: {
      networks: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      channels: {
        id: string;
        name: string;
        /** @enum {string} */
        network:
          | 'facebook'
          | 'instagram'
          | 'whatsapp'
          | 'twitter'
          | 'youtube'
          | 'linkedIn'
          | 'tiktok'
          | 'googlemybusiness'
          | 'threads'
          | 'pinterest'
          | 'email'
          | 'reddit'
          | 'tumblr'
          | 'forums'
          | 'news'
          | 'vk'
          | 'blogs'
          | 'qq'
          | 'darkweb'
          | '4chan'
          | 'sinaweibo'
          | 'lexisnexis'
          | 'reviews';
      }[];
    };
    /** AutoReply */
    AutoReply: {
      /** @enum {string} */
      kind: 'AWAY_MESSAGE' | 'WELCOME_MESSAGE';
      message: string;
      schedule?: components['schemas']['WeekdayWindow'][];
      timezone?: string;
    };
    /** AutoReplyChannel */
    AutoReplyChannel: {
      id: string;
      name: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      groups: {
        id: string;
        /** @enum {string} */
        kind: 'AWAY_MESSAGE' | 'WELCOME_MESSAGE';
        name: string;
      }[];
    };
    /** AutoReplyGroup */
    AutoReplyGroup: {
      id: string;
      name: string;
      /** @enum {string} */
      kind: 'AWAY_MESSAGE' | 'WELCOME_MESSAGE';
      message: string;
      channelIds: string[];
      schedule: components['schemas']['WeekdayWindow'][];
      timezone: string;
      enabled: boolean;
      sentCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** AutoReplyGroupInput */
    AutoReplyGroupInput: {
      name: string;
      /** @enum {string} */
      kind: 'AWAY_MESSAGE' | 'WELCOME_MESSAGE';
      message: string;
      /** @description at most 500 channels */
      channelIds: string[];
      timezone: string;
      /** @description at most 21 windows */
      schedule?: components['schemas']['WeekdayWindowInput'][];
      enabled?: boolean;
    };
    /** AutoReplyGroupPage */
    AutoReplyGroupPage: {
      groups: components['schemas']['AutoReplyGroup'][];
      total: number;
    };
    /** BenchmarkAuthor */
    BenchmarkAuthor: {
      id: string;
      name: string;
    };
    /** BenchmarkQuery */
    BenchmarkQuery: {
      /** @description brandIds: comma-separated or repeated, at most 10 */
      brandIds: string;
      /** Format: date */
      since: string;
      /** Format: date */
      until: string;
      /** @description networks: comma-separated or repeated, at most 10 */
      networks?: string;
      /** Format: uuid */
      teamId?: string;
    };
    /** BenchmarkReport */
    BenchmarkReport: components['schemas']['BenchmarkReportInput'] & {
      id: string;
      active: boolean;
      createdBy: components['schemas']['BenchmarkAuthor'];
      /** Format: date-time */
      createdAt: string;
      nextRunAt: string | null;
      lastSentAt: string | null;
    };
    /** BenchmarkReportInput */
    BenchmarkReportInput: {
      name: string;
      /** @description 1 to 10 brands */
      brandIds: string[];
      /** @enum {string} */
      period: 'last7Days' | 'last30Days' | 'last90Days';
      /** @enum {string} */
      frequency: 'daily' | 'weekly' | 'monthly';
      hour: number;
      /** @description IANA time zone */
      timeZone: string;
      /** @description 1 to 20 recipients */
      recipients: string[];
      /** @description at most 10 networks */
      networks?: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      weekday?: number;
      dayOfMonth?: number;
      active?: boolean;
    };
    /** BidiPagination */
    BidiPagination: {
      isLoading: boolean;
      allLoaded: boolean;
      before: string[];
      after: string[];
    };
    /** Boost */
    Boost: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      adAccountId: string;
      /** Format: uuid */
      postId: string;
      channelId: string;
      campaignId: string;
      name: string;
      budget: number;
      currency: string;
      durationDays: number;
      /** @description BoostAudience (ageMin at most ageMax) */
      audience: {
        /** @description at most 25 different countries */
        countries: string[];
        ageMin: number;
        ageMax: number;
        /** @enum {string} */
        gender: 'all' | 'female' | 'male';
      };
      /** Format: date-time */
      startsAt: string;
      /** Format: date-time */
      endsAt: string;
      /** Format: date-time */
      createdAt: string;
      createdBy: string | null;
    };
    /** BoostAccount */
    BoostAccount: {
      /** Format: uuid */
      id: string;
      name: string;
      currency: string;
      socialNetwork: string;
    };
    /** BoostOptions */
    BoostOptions: {
      /** Format: uuid */
      postId: string;
      targets: components['schemas']['BoostTarget'][];
      boosts: components['schemas']['Boost'][];
    };
    /** BoostPostParam */
    BoostPostParam: {
      /** Format: uuid */
      postId: string;
    };
    /** BoostRequest */
    BoostRequest: {
      /** Format: uuid */
      idempotencyKey: string;
      /** Format: uuid */
      adAccountId: string;
      /** Format: uuid */
      postId: string;
      /** @description channel id */
      channelId: string;
      budget: number;
      durationDays: number;
      /** @description BoostAudience (ageMin at most ageMax) */
      audience: {
        /** @description at most 25 different countries */
        countries: string[];
        ageMin: number;
        ageMax: number;
        /** @enum {string} */
        gender: 'all' | 'female' | 'male';
      };
    };
    /** BoostTarget */
    BoostTarget: {
      channelId: string;
      channelName: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      permalink: string | null;
      accounts: components['schemas']['BoostAccount'][];
    };
    /** Brand */
    Brand: {
      id: string;
      name: string;
      organisationId: string;
      ownBrand: boolean;
      publicChannelIdNetworkList: components['schemas']['BrandPublicChannel'][];
      details?: string;
      access?: string;
      teamList?: string[];
      channelSlotsUsed?: number;
      /** Format: date-time */
      createdAt?: string;
      channelUrl?: string;
      /** @enum {string} */
      onboardingStatus?: 'notStarted' | 'onboarding' | 'ready';
    };
    /** BrandChannelAdd */
    BrandChannelAdd: {
      /** Format: uuid */
      brandId: string;
      publicChannelId: string;
    };
    /** BrandChannelParams */
    BrandChannelParams: {
      /** Format: uuid */
      brandId: string;
      /** @description externalId */
      publicChannelId: string;
    };
    /** BrandDay */
    BrandDay: {
      /** Format: date */
      day: string;
    } & components['schemas']['PublicMetrics'];
    /** BrandInput */
    BrandInput: {
      name: string;
      details?: string;
      ownBrand?: boolean;
      teamList?: string[];
    };
    /** BrandInsights */
    BrandInsights: {
      /** Format: date */
      since: string;
      /** Format: date */
      until: string;
      networks: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      hasReach: boolean;
      brands: components['schemas']['BrandInsightsSeries'][];
    };
    /** BrandInsightsSeries */
    BrandInsightsSeries: {
      brandId: string;
      name: string;
      ownBrand: boolean;
      totals: components['schemas']['BrandTotals'];
      byNetwork: {
        /** @enum {string} */
        network:
          | 'facebook'
          | 'instagram'
          | 'whatsapp'
          | 'twitter'
          | 'youtube'
          | 'linkedIn'
          | 'tiktok'
          | 'googlemybusiness'
          | 'threads'
          | 'pinterest'
          | 'email'
          | 'reddit'
          | 'tumblr'
          | 'forums'
          | 'news'
          | 'vk'
          | 'blogs'
          | 'qq'
          | 'darkweb'
          | '4chan'
          | 'sinaweibo'
          | 'lexisnexis'
          | 'reviews';
        totals: components['schemas']['BrandTotals'];
      }[];
      days: components['schemas']['BrandDay'][];
    };
    /** BrandOnboard */
    BrandOnboard: {
      /** Format: uuid */
      brandId: string;
    };
    /** BrandParam */
    BrandParam: {
      /** Format: uuid */
      brandId: string;
    };
    /** BrandPublicChannel */
    BrandPublicChannel: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      publicChannelId: string;
      handleName: string;
    };
    /** BrandTotals */
    BrandTotals: components['schemas']['PublicMetrics'] & {
      fansGrowth: number;
      engagementRate: number;
    };
    /** BulkActionPayload */
    BulkActionPayload: {
      /** @enum {string} */
      actionType:
        | 'sentiment'
        | 'read'
        | 'spam'
        | 'notSpam'
        | 'priority'
        | 'notPriority'
        | 'like'
        | 'unlike'
        | 'delete'
        | 'hide'
        | 'unhide'
        | 'assign'
        | 'unassign';
      /** @description 1 to 10000 ids */
      itemIds: string[];
      note?: string;
      assignTo?: {
        /** Format: uuid */
        assigneeId: string;
        isTeam: boolean;
      };
      /** @enum {string} */
      sentiment?: 'POSITIVE' | 'NEGATIVE';
    };
    /** BulkJob */
    BulkJob: {
      id: string;
      action: string;
      /** @enum {string} */
      state: 'queued' | 'running' | 'done';
      /** @enum {string} */
      estimate: 'underAMinute' | 'aboutTenMinutes' | 'considerableTime';
      total: number;
      processed: number;
      succeeded: number;
      refused: number;
      failed: number;
      /** Format: date-time */
      createdAt: string;
      finishedAt: string | null;
      problems: components['schemas']['BulkJobProblem'][];
    };
    /** BulkJobAccepted */
    BulkJobAccepted: {
      jobId: string;
      total: number;
      /** @enum {string} */
      estimate: 'underAMinute' | 'aboutTenMinutes' | 'considerableTime';
    };
    /** BulkJobProblem */
    BulkJobProblem: {
      itemId: string;
      /** @enum {string} */
      status: 'refused' | 'failed';
      errorCode: string;
      message: string;
    };
    /** BulkLabelPayload */
    BulkLabelPayload: {
      conversationItemUuids: string[];
      labelIDsToAdd: string[];
      labelIDsToRemove: string[];
    };
    /** BulkSelectAllPayload */
    BulkSelectAllPayload: {
      /** @enum {string} */
      actionType:
        | 'sentiment'
        | 'read'
        | 'spam'
        | 'notSpam'
        | 'priority'
        | 'notPriority'
        | 'like'
        | 'unlike'
        | 'delete'
        | 'hide'
        | 'unhide'
        | 'assign'
        | 'unassign';
      note?: string;
      assignTo?: {
        /** Format: uuid */
        assigneeId: string;
        isTeam: boolean;
      };
      /** @enum {string} */
      sentiment?: 'POSITIVE' | 'NEGATIVE';
      filters?: {
        networks?: (
          | 'facebook'
          | 'instagram'
          | 'whatsapp'
          | 'twitter'
          | 'youtube'
          | 'linkedIn'
          | 'tiktok'
          | 'googlemybusiness'
          | 'threads'
          | 'pinterest'
          | 'email'
          | 'reddit'
          | 'tumblr'
          | 'forums'
          | 'news'
          | 'vk'
          | 'blogs'
          | 'qq'
          | 'darkweb'
          | '4chan'
          | 'sinaweibo'
          | 'lexisnexis'
          | 'reviews'
        )[];
        channels?: string[];
        types?: ('post' | 'comment' | 'reply' | 'message' | 'review')[];
        states?: ('PUBLISHED' | 'VANISHED' | 'DELETED')[];
        keywords?: string[];
        notKeywords?: string[];
        status?: string;
        sentiments?: ('positive' | 'neutral' | 'negative' | 'uncategorized')[];
        labels?: string[];
        onlyPriority?: boolean;
        withoutUnpublished?: boolean;
        withOwnReplies?: boolean;
        languages?: string[];
        hasOpenCase?: boolean;
        spamStatus?: ('manuallySpam' | 'automatedSpam' | 'notSpam')[];
        hideStatus?: ('hidden' | 'hiddenByAutomation' | 'notHidden')[];
        labelsFilter?: components['schemas']['LabelsFilter'];
        assignFilter?: components['schemas']['AssignFilter'];
        readFilter?: components['schemas']['ReadFilter'];
        dateFilter?: {
          from?: string | null;
          to?: string | null;
        };
      };
    };
    /** CampaignTrackingChange */
    CampaignTrackingChange: {
      campaignTrackingEnabled: boolean;
      campaignTrackingTemplateId?: string | null;
      /** @description at most 20 parameters */
      campaignTrackingMappings?: components['schemas']['TrackingParameter'][];
    };
    /** CampaignTrackingMappingsChange */
    CampaignTrackingMappingsChange: {
      /** @description at most 20 parameters */
      campaignTrackingMappings: components['schemas']['TrackingParameter'][];
    };
    /** Cap */
    Cap: {
      capType: string;
      orgId: string;
      cap: number;
      count: number;
    };
    /** Case */
    Case: {
      subject: string;
      description: string;
      id?: string;
      number?: number;
      status?: string;
      conversationItemUuids?: string[];
      /** Format: date-time */
      createdAt?: string;
      createdBy?: string;
      /** Format: date-time */
      updatedAt?: string;
      assignee?: components['schemas']['CaseAssignee'];
    };
    /** CaseAssignee */
    CaseAssignee: {
      id: string;
      isTeam: boolean;
    };
    /** CaseCreate */
    CaseCreate: components['schemas']['Case'] & {
      conversationItemUuids?: string[];
    };
    /** CaseData */
    CaseData: {
      caseId: string;
      number: number;
      subject: string;
      status: string;
      by: components['schemas']['WebhookActor'];
      itemIds?: string[];
    };
    /** CaseItems */
    CaseItems: {
      conversationItemUuids: string[];
    };
    /** CaseNote */
    CaseNote: {
      text: string;
      id?: string;
      caseId?: string;
      authorId?: string;
      authorName?: string;
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      updatedAt?: string;
    };
    /** CaseNoteParams */
    CaseNoteParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      noteId: string;
    };
    /** CasePage */
    CasePage: {
      cases: components['schemas']['Case'][];
      total: number;
    };
    /** CaseSearch */
    CaseSearch: {
      /** @default 0 */
      offset: number;
      /** @default 20 */
      limit: number;
      text?: string;
      /** @enum {string} */
      status?: 'OPEN' | 'CLOSED';
    };
    /** CaseSystem */
    CaseSystem: {
      /** @enum {string} */
      kind: 'salesforce' | 'hubspot' | 'servicenow' | 'zendesk' | 'legacy';
      connected: boolean;
      reason?: string;
    };
    /** Channel */
    Channel: {
      id: string;
      name: string;
      /** @enum {string} */
      type:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      uuid?: string;
      legacyId?: string;
      platformId?: string;
      profileName?: string;
      username?: string;
      state?: string;
      /** @enum {string} */
      status?: 'INDEXING STARTED' | 'INDEXING FAILED' | 'INDEXED' | 'ISSUE';
      published?: boolean;
      /** @enum {string} */
      networkType?:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      subType?: string;
      graphApi?: boolean;
      thumbnailUrl?: string;
      profileImageURL?: string;
      /** Format: date-time */
      connectedTime?: string;
      /** Format: date-time */
      added?: string;
      /** Format: date-time */
      addedDate?: string;
      /** Format: date-time */
      lastAddedDate?: string;
      followerCount?: number;
      fans?: number;
      networkUrl?: string;
      permalink?: string;
      networkId?: string;
      permissions?: components['schemas']['ChannelPermissions'];
      /** @enum {string} */
      role?: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      customAttributes?: Record<string, never>;
      computedAttributes?: Record<string, never>;
      country?: string;
      regionCode?: string;
      address?: string;
      postalCode?: string;
      locality?: string;
      hasSystemUserToken?: boolean;
      uploadStatus?: string;
      channelIndexingErrorCode?: string | null;
      autoMark?: boolean;
      templates?: Record<string, never>[];
      templateIds?: string[];
      assignableTeamIds?: string[];
      assignableUserInfo?: components['schemas']['AssignableUser'][];
      campaignTrackingEnabled?: boolean;
      customizedTemplate?: boolean;
      campaignTrackingMappings?: components['schemas']['TrackingParameter'][];
      campaignTrackingTemplateId?: string | null;
    };
    /** ChannelAndUserParams */
    ChannelAndUserParams: {
      /** @description channel id */
      id: string;
      /** Format: uuid */
      userId: string;
    };
    /** ChannelCampaignTracking */
    ChannelCampaignTracking: {
      id: string;
      name: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      campaignTrackingEnabled: boolean;
      campaignTrackingTemplateId: string | null;
      campaignTrackingMappings: components['schemas']['TrackingParameter'][];
      canManage: boolean;
    };
    /** ChannelData */
    ChannelData: {
      channel: components['schemas']['WebhookChannel'];
      change: string;
      by: components['schemas']['WebhookActor'];
    };
    /** ChannelGroup */
    ChannelGroup: {
      id: string;
      name: string;
      channelIds: string[];
      canChange: boolean;
      canDelete: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** ChannelGroupInput */
    ChannelGroupInput: {
      name: string;
      /** @description at most 1000 channel ids */
      channelIds: string[];
    };
    /** ChannelIdList */
    ChannelIdList: {
      channelIds: string[];
    };
    /** ChannelMetadata */
    ChannelMetadata: {
      id: string;
      name: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      state: string;
      teamIds: string[];
    };
    /** ChannelNameOverride */
    ChannelNameOverride: {
      name: string;
    };
    /** ChannelParam */
    ChannelParam: {
      /** @description channel id */
      id: string;
    };
    /** ChannelPermissions */
    ChannelPermissions: {
      approvePost: boolean;
      createPost: boolean;
      publishPost: boolean;
      savePostAsDraft: boolean;
      submitPostForApproval: boolean;
    };
    /** ChannelPerson */
    ChannelPerson: {
      userId: string;
      name: string;
      email: string;
      isAdmin: boolean;
      /** @enum {string} */
      role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      directRole: ('EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY') | null;
      teamRoles: {
        teamId: string;
        teamName: string;
        /** @enum {string} */
        role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      }[];
    };
    /** ChannelRoleChange */
    ChannelRoleChange: {
      /** @enum {string} */
      channelRole: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      overrideConfirmed?: boolean;
    };
    /** ChannelSettingsPage */
    ChannelSettingsPage: {
      channels: components['schemas']['Channel'][];
      total: number;
      pageIndex: number;
      pageSize: number;
    };
    /** ChannelSettingsQuery */
    ChannelSettingsQuery: {
      pageIndex: number;
      pageSize: number;
      responseFields?: string[];
    };
    /** ChannelSlotDetails */
    ChannelSlotDetails: {
      organisationId: string;
      totalChannelSlots: number;
      usedChannelSlots: number;
    };
    /** ChannelSlotSummary */
    ChannelSlotSummary: {
      brands: components['schemas']['Brand'][];
      channelSlotsRemaining: number;
    };
    /** CommentParams */
    CommentParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      commentId: string;
    };
    /** ConnectAuthorization */
    ConnectAuthorization: {
      authorizeUrl: string;
    };
    /** ConnectChannelsRequest */
    ConnectChannelsRequest: {
      channelIds: string[];
      useJbcResponseWrapper?: boolean;
    };
    /** ConnectionAudit */
    ConnectionAudit: {
      channelId: string;
      /** @enum {string} */
      event:
        | 'CONNECTED'
        | 'RECONNECTED'
        | 'INDEXING_STARTED'
        | 'INDEXED'
        | 'INDEXING_FAILED'
        | 'ACCESS_LOST'
        | 'RENAMED'
        | 'ROLE_CHANGED'
        | 'ROLE_REMOVED'
        | 'TEAM_ADDED'
        | 'TEAM_REMOVED'
        | 'MARKED_FOR_DELETION';
      userId: string | null;
      detail: string | null;
      /** Format: date-time */
      date: string;
    };
    /** ConnectNetworkParam */
    ConnectNetworkParam: {
      /** @enum {string} */
      network:
        | 'tiktok'
        | 'linkedin'
        | 'googlemybusiness'
        | 'youtube'
        | 'twitter'
        | 'pinterest'
        | 'facebook'
        | 'instagram'
        | 'threads';
    };
    /** ConnectRequestState */
    ConnectRequestState: {
      id: string;
      /** @enum {string} */
      status: 'NONE' | 'PENDING' | 'DONE' | 'FAILED';
      channelIds: string[];
      connectedIds: string[];
      message: string | null;
    };
    /** ConsentCategories */
    ConsentCategories: {
      C0001: boolean;
      C0002: boolean;
      C0003: boolean;
      C0004: boolean;
      C0005: boolean;
    };
    /** ConsentChoice */
    ConsentChoice: {
      categories: components['schemas']['ConsentCategories'];
    };
    /** ConsentRecord */
    ConsentRecord: {
      categories: components['schemas']['ConsentCategories'];
      /** Format: date-time */
      decidedAt: string;
    };
    /** ContentAnalysis */
    ContentAnalysis: {
      /** Format: date */
      since: string;
      /** Format: date */
      until: string;
      networks: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      hasReach: boolean;
      brands: components['schemas']['ContentAnalysisSeries'][];
    };
    /** ContentAnalysisSeries */
    ContentAnalysisSeries: {
      brandId: string;
      name: string;
      ownBrand: boolean;
      posts: number;
      engagement: number;
      engagementPerPost: number;
      byType: {
        /** @enum {string} */
        type: 'text' | 'photo' | 'video' | 'link' | 'reel' | 'short';
        posts: number;
        engagement: number;
      }[];
      activity: {
        weekday: number;
        hour: number;
        posts: number;
      }[];
      days: {
        /** Format: date */
        day: string;
        posts: number;
        reach: number | null;
        impressions: number | null;
        engagement: number;
      }[];
      sentiment: components['schemas']['SentimentCounts'] | null;
    };
    /** ContentFeedPage */
    ContentFeedPage: {
      items: components['schemas']['PublicPost'][];
      next: string | null;
    };
    /** ContentFeedQuery */
    ContentFeedQuery: components['schemas']['BenchmarkQuery'] & {
      /** @enum {string} */
      sortBy?: 'newest' | 'engagement' | 'reactions' | 'comments' | 'shares';
      /** @enum {string} */
      type?: 'text' | 'photo' | 'video' | 'link' | 'reel' | 'short';
      limit?: number;
      cursor?: string;
    };
    /** ContextSwitch */
    ContextSwitch: {
      teamId: string | null;
    };
    /** ConversationLanguage */
    ConversationLanguage: {
      /** Format: uuid */
      itemId: string;
      /** Format: uuid */
      rootId: string;
      /** @description BCP 47 language tag */
      language: string;
    };
    /** ConversationNotesQuery */
    ConversationNotesQuery: {
      /** @default 2 */
      noteLimitPerItem: number;
      /** Format: uuid */
      conversationItemId?: string;
    };
    /** ConversationPage */
    ConversationPage: {
      messages: components['schemas']['EngageItem'][];
      totalMessagesCount: number;
      moreBefore: boolean;
      moreAfter: boolean;
    };
    /** ConversationPaging */
    ConversationPaging: {
      /** Format: uuid */
      parentId: string;
      /** @enum {string} */
      order: 'desc' | 'asc';
      size: number;
      focusedMessageId?: string | null;
      loadMoreBefore?: string | null;
      loadMoreAfter?: string | null;
    };
    /** DismissChannelQuery */
    DismissChannelQuery: {
      /** @description channel id */
      channelId: string;
      /** Format: uuid */
      teamId: string;
    };
    /** DryRunItem */
    DryRunItem: {
      itemId: string;
      conditions: {
        condition: components['schemas']['RuleCondition'];
        matched: boolean;
      }[];
      planned: components['schemas']['RuleAction'][];
      skipped: {
        action: components['schemas']['RuleAction'];
        reason: string;
      }[];
      /** @enum {string} */
      network?:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      channelId?: string;
      type?: string;
      sender?: string;
      excerpt?: string;
      /** Format: date-time */
      createdAt?: string;
      messageId?: string;
    };
    /** DryRunResult */
    DryRunResult: {
      days: number;
      scanned: number;
      matchedCount: number;
      actionCounts: {
        [key: string]: number;
      };
      items: components['schemas']['DryRunItem'][];
    };
    /** EmailChange */
    EmailChange: {
      newEmail: string;
    };
    /** EmailChangeRequested */
    EmailChangeRequested: {
      pendingEmail: string;
      /** Format: date-time */
      expiresAt: string;
    };
    /** EmailConfirmation */
    EmailConfirmation: {
      token: string;
    };
    /** EmailConfirmed */
    EmailConfirmed: {
      email: string;
    };
    /** EngageBlock */
    EngageBlock: {
      /** @enum {string} */
      type:
        | 'post'
        | 'comment'
        | 'message'
        | 'reply'
        | 'messagethread'
        | 'email'
        | 'video'
        | 'conversation'
        | 'review'
        | 'mention';
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      /** @enum {string} */
      networkStatus: 'published' | 'deleted' | 'vanished';
      canRespond: boolean;
      /** @enum {string} */
      context: 'ENGAGE' | 'BRANDWATCH';
      labels: string[];
      id?: string;
      contentId?: string;
      subtype?: string;
      /** @enum {string} */
      origin?: 'ownPost' | 'fanPost' | 'dm' | 'mention' | 'review' | 'reel';
      /** @enum {string} */
      displayType?:
        | 'darkPost'
        | 'dm'
        | 'quoteTweet'
        | 'retweet'
        | 'mention'
        | 'like'
        | 'reel'
        | 'short'
        | 'video'
        | 'comment'
        | 'review'
        | 'post';
      /** @enum {string} */
      normalizedNetwork?:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      parentId?: string | null;
      parentUuid?: string | null;
      assigneeId?: string | null;
      moderatorId?: string | null;
      moderatorSource?: string;
      moderatorStatus?: string;
      hideStatus?: {
        /** @enum {string} */
        value: 'hidden' | 'hiddenByAutomation' | 'notHidden';
      };
      notes?: string[];
      /** Format: date-time */
      latestCommentDate?: string;
      latestCommentText?: string;
      latestCommentorId?: string;
      waitingSince?: string | null;
    };
    /** EngageItem */
    EngageItem: {
      id: string;
      channelId: string;
      engage: components['schemas']['EngageBlock'];
      meta: components['schemas']['ItemMeta'];
      networkId?: string;
      sender?: components['schemas']['Sender'];
      senderApplication?: {
        /** @enum {string} */
        type: 'SMM' | 'THIRD_PARTY';
      };
      message?: string;
      media?: components['schemas']['Media'][];
      prediction?: {
        /** @enum {string} */
        sentiment?: 'POSITIVE' | 'NEGATIVE';
        userSentiment?: ('POSITIVE' | 'NEGATIVE') | null;
        priorityLevel?: number;
        userPriorityLevel?: number | null;
        spamStatus?: {
          /** @enum {string} */
          value: 'manuallySpam' | 'automatedSpam' | 'notSpam';
        };
      };
      mentions?: components['schemas']['ItemPerson'][];
      participants?: components['schemas']['ItemPerson'][];
      channel?: components['schemas']['ItemChannel'];
      notesData?: components['schemas']['NotesData'];
      format?: {
        customerActions?: Record<string, never>[];
        cards?: Record<string, never>[];
      };
      engageCasesV2?: Record<string, never>[];
      externalCases?: Record<string, never>[];
      dark?: boolean;
      placeholder?: boolean;
      focused?: boolean;
      contentPending?: boolean;
      assignedToMe?: boolean;
      assignee?: components['schemas']['Assignee'] | null;
      readBy?: string[];
      saved?: boolean;
      error?: string;
      failure?: {
        errorCode?: string;
        networkCode?: number;
        networkSubcode?: number;
      };
      control?: {
        ownership: string;
      };
      facebook?: {
        canHide?: boolean;
        unpublished?: boolean;
        recommendation?: {
          positive: boolean;
        };
        canReplyPrivately?: boolean;
        privateReplyReference?: string | null;
      };
      twitter?: {
        isRoot?: boolean;
        isMention?: boolean;
        type?: string;
        retweet?: boolean;
        retweetedByMe?: boolean;
        favorited?: boolean;
        retweetUserName?: string;
        retweetUserHandle?: string;
      };
      instagram?: {
        /** @enum {string} */
        messageType?:
          'mediaShare' | 'storyReply' | 'storyMention' | 'tag' | 'tagAndMention' | 'unknown';
        privateReplyReference?: string | null;
      };
      linkedin?: {
        subType?: string;
        isMention?: boolean;
      };
      threads?: {
        repostedByMe?: boolean;
        isQuote?: boolean;
      };
      whatsapp?: {
        /** Format: date-time */
        windowExpiresAt?: string;
        templateId?: string;
        templateParameters?: string[];
      };
    };
    /** EngageOrgSettings */
    EngageOrgSettings: {
      responseTargetMinutes: number | null;
    };
    /** ExportReadyData */
    ExportReadyData: {
      exportId: string;
      userId: string;
      rows: number;
    };
    /** ExportRequest */
    ExportRequest: {
      /**
       * @default SEMICOLON
       * @enum {string}
       */
      csvSeperator: 'COMMA' | 'SEMICOLON' | 'TAB';
      networks: string[];
      types: string[];
      /** Format: uuid */
      feedId?: string;
      /** Format: date-time */
      from?: string;
      /** Format: date-time */
      to?: string;
      email?: string;
    };
    /** ExportStatus */
    ExportStatus: {
      id: string;
      /** @enum {string} */
      status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
      downloadUrl?: string;
      error?: string;
      rowCount?: number;
      /** Format: date-time */
      createdAt?: string;
    };
    /** FeatureTogglerParams */
    FeatureTogglerParams: {
      /** @description cache hash */
      hash: string;
    };
    /** FeatureToggleTarget */
    FeatureToggleTarget: {
      /** @enum {string} */
      discriminator: 'ORGANIZATION' | 'USER';
      targetId: string;
    };
    /** Feed */
    Feed: {
      id: string;
      name: string;
      networks?: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      channels?: string[];
      types?: ('post' | 'comment' | 'reply' | 'message' | 'review')[];
      states?: ('PUBLISHED' | 'VANISHED' | 'DELETED')[];
      keywords?: string[];
      notKeywords?: string[];
      status?: string;
      sentiments?: ('positive' | 'neutral' | 'negative' | 'uncategorized')[];
      labels?: string[];
      onlyPriority?: boolean;
      withoutUnpublished?: boolean;
      withOwnReplies?: boolean;
      languages?: string[];
      hasOpenCase?: boolean;
      spamStatus?: ('manuallySpam' | 'automatedSpam' | 'notSpam')[];
      hideStatus?: ('hidden' | 'hiddenByAutomation' | 'notHidden')[];
      labelsFilter?: components['schemas']['LabelsFilter'];
      assignFilter?: components['schemas']['AssignFilter'];
      readFilter?: components['schemas']['ReadFilter'];
      dateFilter?: {
        from?: string | null;
        to?: string | null;
      };
      type?: string;
      blurMedia?: boolean;
      emailNotificationsEnabled?: boolean;
      pushNotificationsEnabled?: boolean;
      pinned?: boolean;
      shared?: boolean;
      shares?: string[];
      ownerId?: string;
      moderatorId?: string;
      adhoc?: boolean;
      persisted?: boolean;
      endDate?: string | null;
      feedId?: string;
      position?: number;
    };
    /** FeedDefinition */
    FeedDefinition: {
      name: string;
      networks?: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
      channels?: string[];
      types?: ('post' | 'comment' | 'reply' | 'message' | 'review')[];
      states?: ('PUBLISHED' | 'VANISHED' | 'DELETED')[];
      keywords?: string[];
      notKeywords?: string[];
      status?: string;
      sentiments?: ('positive' | 'neutral' | 'negative' | 'uncategorized')[];
      labels?: string[];
      onlyPriority?: boolean;
      withoutUnpublished?: boolean;
      withOwnReplies?: boolean;
      languages?: string[];
      hasOpenCase?: boolean;
      spamStatus?: ('manuallySpam' | 'automatedSpam' | 'notSpam')[];
      hideStatus?: ('hidden' | 'hiddenByAutomation' | 'notHidden')[];
      labelsFilter?: components['schemas']['LabelsFilter'];
      assignFilter?: components['schemas']['AssignFilter'];
      readFilter?: components['schemas']['ReadFilter'];
      dateFilter?: {
        from?: string | null;
        to?: string | null;
      };
      type?: string;
      blurMedia?: boolean;
      endDate?: string | null;
    };
    /** FeedOrder */
    FeedOrder: {
      ids: string[];
    };
    /** FeedParam */
    FeedParam: {
      id: string | 'adhoc';
    };
    /** FeedParams */
    FeedParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      feedId: string;
    };
    /** FeedSharedData */
    FeedSharedData: {
      feedId: string;
      name: string;
      userIds: string[];
      teamIds: string[];
      by: components['schemas']['WebhookActor'];
    };
    /** FeedSharing */
    FeedSharing: {
      /** Format: uuid */
      ownerId: string;
      shares: string[];
    };
    /** FeedToggle */
    FeedToggle: {
      enabled: boolean;
    };
    /** ForwardEmail */
    ForwardEmail: {
      /** Format: uuid */
      contentUuid: string;
      subject: string;
      body: string;
      emails: string[];
    };
    /** ForwardEmailSent */
    ForwardEmailSent: {
      messageId: string;
      recipients: string[];
    };
    /** GrantedAdAccount */
    GrantedAdAccount: {
      externalId: string;
      /** @enum {string} */
      socialNetwork: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      name: string;
      /** @description ISO 4217 currency code */
      currency: string;
      timeZone: string;
      /** @enum {string} */
      status: 'available' | 'connected' | 'disconnected';
    };
    /** HandleInfo */
    HandleInfo: {
      handle: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      name?: string;
      publicChannelId?: string;
      thumbnailUrl?: string;
      followerCount?: number;
    };
    /** HandleSearchQuery */
    HandleSearchQuery: {
      keyword: string;
      /** @description networks: comma-separated or repeated, at most 10 */
      networks?: string;
    };
    /** HomeAudience */
    HomeAudience: {
      /** Format: date-time */
      since: string;
      /** Format: date-time */
      until: string;
      people: number;
      newPeople: number;
    };
    /** HomeConfig */
    HomeConfig: {
      items: components['schemas']['HomeWidgetSetting'][];
    };
    /** HomeEngage */
    HomeEngage: {
      unread: number;
      assignedToMe: number;
      waiting: components['schemas']['HomeWaitingItem'][];
    };
    /** HomeListen */
    HomeListen: {
      queries: components['schemas']['ListeningQueryVolume'][];
    };
    /** HomeMeasure */
    HomeMeasure: {
      /** Format: date-time */
      since: string;
      /** Format: date-time */
      until: string;
      received: number;
      answered: number;
      medianFirstResponseSeconds: number | null;
    };
    /** HomeWaitingItem */
    HomeWaitingItem: {
      id: string;
      channelId: string;
      channelName: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      sender: string;
      excerpt: string;
      /** Format: date-time */
      waitingSince: string;
    };
    /** HomeWidgetSetting */
    HomeWidgetSetting: {
      /** @enum {string} */
      widget: 'publishing' | 'engage' | 'measure' | 'audience' | 'listen';
      visible: boolean;
    };
    /** IdAndUserIdParams */
    IdAndUserIdParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      userId: string;
    };
    /** IdentityProfile */
    IdentityProfile: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      name: string;
      senderId?: string;
      address?: string;
      thumb?: string;
      profileUrl?: string;
    };
    /** IdentityQuery */
    IdentityQuery: {
      /** Format: uuid */
      itemId: string;
    };
    /** IdParam */
    IdParam: {
      /** Format: uuid */
      id: string;
    };
    /** ImportParams */
    ImportParams: {
      /** Format: uuid */
      id: string;
    };
    /** ImportRowError */
    ImportRowError: {
      line: number;
      /** @enum {string} */
      code:
        | 'columns'
        | 'nameMissing'
        | 'nameTooLong'
        | 'emailInvalid'
        | 'phoneInvalid'
        | 'handleInvalid'
        | 'labelInvalid'
        | 'labelUnknown'
        | 'tooManyLabels'
        | 'duplicate'
        | 'exists';
      column: string | null;
      value: string | null;
      sameAs: number | null;
    };
    /** ImportStartQuery */
    ImportStartQuery: {
      /** @description each column's target, comma-separated, at most 50 */
      mapping: string;
    };
    /** InboxPreferences */
    InboxPreferences: {
      /** @enum {string} */
      markReadOnOpen: 'immediately' | 'after2s' | 'never';
    };
    /** InvitationSent */
    InvitationSent: {
      userId: string;
      email: string;
      /** Format: date-time */
      expiresAt: string;
    };
    /** ItemChangedData */
    ItemChangedData: {
      itemId: string;
      change: string;
      by: components['schemas']['WebhookActor'];
      details: Record<string, never>;
      item?: components['schemas']['WebhookItem'];
    };
    /** ItemChannel */
    ItemChannel: {
      id: string;
      name: string;
      /** @enum {string} */
      type?:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
    };
    /** ItemCreatedData */
    ItemCreatedData: {
      item: components['schemas']['WebhookItem'];
    };
    /** ItemHistoryEntry */
    ItemHistoryEntry: {
      /** Format: date-time */
      at: string;
      action: string;
      /** @enum {string} */
      source: 'user' | 'bulk' | 'automation' | 'network';
      actorId?: string;
      actorName?: string;
      target?: string;
    };
    /** ItemMeta */
    ItemMeta: {
      /** Format: date-time */
      createdDate: string;
      /** Format: date-time */
      modifiedDate?: string;
      commentCount?: number;
      unreadCount?: number;
      openCaseCount?: number;
      /** @enum {string} */
      displayReadStatus?: 'read' | 'unread' | 'none';
      reactions?: components['schemas']['ItemReaction'][];
      messageType?: string;
      correctedLanguage?: string;
      detectedLanguage?: string;
      userPermissions?: string[];
      link?: string;
      delivery?: ('DELIVERY_FAILED' | 'DELIVERED') | ('MESSAGE_SENDING' | 'MESSAGE_FAILED');
      /** @enum {string} */
      messageTag?:
        'CONFIRMED_EVENT_UPDATE' | 'ACCOUNT_UPDATE' | 'POST_PURCHASE_UPDATE' | 'HUMAN_AGENT';
    };
    /** ItemNotes */
    ItemNotes: {
      itemId: string;
      notes: components['schemas']['Note'][];
      total: number;
      moreToFetch: boolean;
    };
    /** ItemPerson */
    ItemPerson: {
      name: string;
      id?: string;
      handle?: string;
    };
    /** ItemReaction */
    ItemReaction: {
      type:
        | ('LIKE' | 'LOVE' | 'CARE' | 'HAHA' | 'WOW' | 'SAD' | 'ANGRY')
        | ('ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE');
      selectedByUser: boolean;
      count?: number;
    };
    /** ItemStats */
    ItemStats: {
      total: number;
      assignedToMe: number;
      unread: number;
      assignedToOrMentionsMe: number;
      hasNotes: boolean;
    };
    /** ItemStatus */
    ItemStatus: {
      id: string;
      networkStatus: string;
      moderatorStatus: string | null;
      delivery: (('DELIVERY_FAILED' | 'DELIVERED') | ('MESSAGE_SENDING' | 'MESSAGE_FAILED')) | null;
      error: string | null;
      failure?: {
        errorCode?: string;
        networkCode?: number;
        networkSubcode?: number;
      };
    };
    /** JsonWebKeySet */
    JsonWebKeySet: {
      keys: Record<string, never>[];
    };
    /** Label */
    Label: {
      id: string;
      name: string;
      color: string;
    };
    /** LabelCreate */
    LabelCreate: {
      name: string;
      color?: string;
    };
    /** LabelJob */
    LabelJob: {
      id: string;
      /** @enum {string} */
      kind: 'delete' | 'merge';
      labelId: string;
      labelName: string;
      targetId: string | null;
      targetName: string | null;
      /** @enum {string} */
      state: 'queued' | 'running' | 'done';
      total: number;
      processed: number;
      /** Format: date-time */
      createdAt: string;
      finishedAt: string | null;
    };
    /** LabelMerge */
    LabelMerge: {
      /** Format: uuid */
      into: string;
    };
    /** LabelParams */
    LabelParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      labelId: string;
    };
    /** LabelsFilter */
    LabelsFilter: {
      values: string[];
      /** @enum {string} */
      status?: 'labelled' | 'notLabelled';
      applyTo?: string;
    };
    /** LabelsSetting */
    LabelsSetting: {
      orgId: string;
      restrict: boolean;
    };
    /** LabelsSettingUpdate */
    LabelsSettingUpdate: {
      isRestricted: boolean;
    };
    /** LabelUpdate */
    LabelUpdate: {
      name?: string;
      color?: string;
    };
    /** LabelUsage */
    LabelUsage: {
      id: string;
      name: string;
      color: string;
      items: number;
    };
    /** LinkPreview */
    LinkPreview: {
      url: string;
      title: string | null;
      description: string | null;
      imageUrl: string | null;
      siteName: string | null;
    };
    /** LinkPreviewQuery */
    LinkPreviewQuery: {
      url: string;
    };
    /** ListenAlert */
    ListenAlert: {
      id: string;
      query: {
        id: string;
        name: string;
        active: boolean;
      };
      /** @enum {string} */
      metric: 'mentions' | 'rise';
      /** @enum {string} */
      window: 'hour' | 'day';
      threshold: number;
      recipients: components['schemas']['ListenAlertPerson'][];
      active: boolean;
      above: boolean;
      lastVolume: number | null;
      lastCheckedAt: string | null;
      lastTriggeredAt: string | null;
      createdBy: components['schemas']['ListenAlertPerson'];
      /** Format: date-time */
      createdAt: string;
    };
    /** ListenAlertInput */
    ListenAlertInput: {
      /** Format: uuid */
      queryId: string;
      /** @enum {string} */
      metric: 'mentions' | 'rise';
      /** @enum {string} */
      window: 'hour' | 'day';
      threshold: number;
      recipientIds: string[];
      active?: boolean;
    };
    /** ListenAlertPerson */
    ListenAlertPerson: {
      id: string;
      name: string;
    };
    /** ListenEmbed */
    ListenEmbed: {
      frameUrl: string;
      toolOrigin: string;
      nonce: string;
      /** Format: date-time */
      expiresAt: string;
    };
    /** ListeningQuery */
    ListeningQuery: {
      id: string;
      name: string;
      keywords: string[];
      excludedKeywords: string[];
      networks: string[];
      languages: string[];
      active: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    /** ListeningQueryVolume */
    ListeningQueryVolume: components['schemas']['ListeningQuery'] & {
      lastWeek: number;
    };
    /** ListenSpike */
    ListenSpike: {
      id: string;
      text: string;
      count: number;
      network: string;
      /** Format: date-time */
      since: string;
    };
    /** ListenSpikeRequest */
    ListenSpikeRequest: {
      text: string;
      count: number;
      /** @enum {string} */
      network?:
        'twitter' | 'instagram' | 'facebook' | 'threads' | 'tiktok' | 'youtube' | 'linkedIn';
      language?: string;
      minutes?: number;
    };
    /** Localisation */
    Localisation: {
      locale: string;
    };
    /** LoginRequest */
    LoginRequest: {
      email: string;
      password: string;
    };
    /** MaintenanceNotice */
    MaintenanceNotice: {
      id: string;
      /** Format: date-time */
      startsAt: string;
      /** Format: date-time */
      endsAt: string;
      message: string;
    };
    /** MaintenanceNoticeRequest */
    MaintenanceNoticeRequest: {
      /** Format: date-time */
      startsAt: string;
      /** Format: date-time */
      endsAt: string;
      message: string;
    };
    /** MeasureQuery */
    MeasureQuery: {
      /** Format: date-time */
      since: string;
      /** Format: date-time */
      until: string;
      /** @description teamIds: comma-separated or repeated, at most 50 */
      teamIds?: string;
      /** @description networks: comma-separated or repeated, at most 10 */
      networks?: string;
      /** @description channels: comma-separated or repeated, at most 200 */
      channels?: string;
      /** @description IANA time zone */
      timeZone?: string;
    };
    /** Media */
    Media: {
      /** @enum {string} */
      type: 'link' | 'image' | 'video' | 'audio' | 'document' | 'carousel' | 'sticker' | 'unknown';
      link?: string;
      url?: string;
      thumb?: string;
    };
    /** MergeDecision */
    MergeDecision: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'merge' | 'dismiss';
      /** Format: uuid */
      keptId: string;
      /** Format: uuid */
      otherId: string;
      /** Format: date-time */
      createdAt: string;
      undoneAt: string | null;
      kept: components['schemas']['MergePerson'];
    };
    /** MergeIdentity */
    MergeIdentity: {
      network: string;
      handle: string | null;
      name: string | null;
    };
    /** MergeNominee */
    MergeNominee: {
      a: components['schemas']['MergePerson'];
      b: components['schemas']['MergePerson'];
      score: number;
      reasons: components['schemas']['NomineeReason'][];
    };
    /** MergeNomineesPage */
    MergeNomineesPage: {
      nominees: components['schemas']['MergeNominee'][];
      next: string | null;
    };
    /** MergeNomineesQuery */
    MergeNomineesQuery: {
      /** @description NomineeCursor */
      after?: string;
      limit?: number;
    };
    /** MergePair */
    MergePair: {
      /** Format: uuid */
      keptId: string;
      /** Format: uuid */
      otherId: string;
    };
    /** MergeParams */
    MergeParams: {
      /** Format: uuid */
      id: string;
    };
    /** MergePerson */
    MergePerson: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string | null;
      phone: string | null;
      firstSeenAt: string | null;
      lastSeenAt: string | null;
      conversations: number;
      /** @enum {string} */
      source: 'engage' | 'import';
      identities: components['schemas']['MergeIdentity'][];
    };
    /** MessageNotesQuery */
    MessageNotesQuery: {
      /** @default 0 */
      offset: number;
      /** @default 2 */
      limit: number;
    };
    /** MessageParams */
    MessageParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      messageId: string;
    };
    /** MessageSearch */
    MessageSearch: {
      criteria: string;
      /** @enum {string} */
      order: 'desc' | 'asc';
      size: number;
      loadMoreAfter?: string | null;
    };
    /** MessageSearchResult */
    MessageSearchResult: {
      messages: components['schemas']['EngageItem'][];
      totalMessagesCount: number;
    };
    /** MyConsent */
    MyConsent: {
      consent: components['schemas']['ConsentRecord'] | null;
    };
    /** NetworkContentParams */
    NetworkContentParams: {
      network: string;
      /** Format: uuid */
      id: string;
    };
    /** NomineeReason */
    NomineeReason: {
      /** @enum {string} */
      kind: 'sameEmail' | 'samePhone' | 'sameHandle' | 'sameName';
      value: string;
      networks?: string[];
    };
    /** Note */
    Note: {
      conversationUuid: string;
      conversationItemUuids: string[];
      noteText: string;
      /** @default 2 */
      noteLimitPerItem: number;
      id?: string;
      authorId?: string;
      authorName?: string;
      mentionedUserIds?: string[];
      mentionedTeamIds?: string[];
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      updatedAt?: string;
      notificationData?: components['schemas']['NoteNotificationData'];
    };
    /** NoteCreate */
    NoteCreate: components['schemas']['Note'] & {
      /** Format: uuid */
      conversationUuid: string;
      conversationItemUuids: string[];
    };
    /** NoteCreatedData */
    NoteCreatedData: {
      itemId: string;
      by: components['schemas']['WebhookActor'];
      details: Record<string, never>;
    };
    /** NoteNotificationData */
    NoteNotificationData: {
      itemCreatorName: string;
      itemCreatorPicture: string | null;
      formattedCreationDate: string;
      itemText: string;
      isDm: boolean;
      channelId: string;
    };
    /** NotePage */
    NotePage: {
      notes: components['schemas']['Note'][];
      total: number;
      moreToFetch: boolean;
    };
    /** NotesData */
    NotesData: {
      moreToFetch: boolean;
      noteCount: number;
      notes: Record<string, never>[];
      mentionedUserIds?: string[];
      mentionedTeamIds?: string[];
    };
    /** NoteText */
    NoteText: {
      noteText: string;
      mentionedUserIds?: string[];
      mentionedTeamIds?: string[];
    };
    /** NotificationChannelToggle */
    NotificationChannelToggle: {
      /** Format: uuid */
      userId: string;
      /** @description channel id */
      channelId: string;
      enabled: boolean;
    };
    /** NotificationEntry */
    NotificationEntry: {
      id: string;
      /** @enum {string} */
      unreadStatus: 'READ' | 'UNREAD';
      /** @enum {string} */
      product: 'ENGAGE' | 'PLATFORM' | 'PUBLISH' | 'MEASURE' | 'ADVERTISE';
      message: string;
      /** Format: date-time */
      originatingEventCreatedDate: string;
      uuid?: string;
      title?: string;
      /** @enum {string} */
      relevance?: 'ALL' | 'ME';
      link?: string;
      /** @enum {string} */
      type?:
        | 'mention'
        | 'assignment'
        | 'teamAssignment'
        | 'caseAssignment'
        | 'feedShared'
        | 'feedChanged'
        | 'feedDeleted'
        | 'feedAlert'
        | 'exportReady'
        | 'bulkFailed'
        | 'channelReconnect'
        | 'channelIndexing'
        | 'maintenance'
        | 'ruleError'
        | 'webhookDisabled'
        | 'postSubmitted'
        | 'postApproved'
        | 'postRejected'
        | 'postFailed'
        | 'listenAlert';
      /** @description NotificationParams (at most 12 values) */
      params?: {
        [key: string]: string | number;
      };
    };
    /** NotificationFilters */
    NotificationFilters: {
      /** @enum {string} */
      status: 'ALL' | 'READ' | 'UNREAD';
      product: ('ENGAGE' | 'PLATFORM' | 'PUBLISH' | 'MEASURE' | 'ADVERTISE')[];
      /** @enum {string} */
      relevance: 'ALL' | 'ME';
      /** @enum {string} */
      sortDirection: 'DESC' | 'ASC';
    };
    /** NotificationPage */
    NotificationPage: {
      notifications: components['schemas']['NotificationEntry'][];
      next?: string;
    };
    /** NotificationPreference */
    NotificationPreference: {
      /** @enum {string} */
      kind:
        | 'mention'
        | 'assignment'
        | 'feedShared'
        | 'exportReady'
        | 'bulkFailed'
        | 'channelAttention'
        | 'maintenance'
        | 'listenAlert';
      inProduct: boolean;
      email: boolean;
    };
    /** NotificationSettings */
    NotificationSettings: {
      preferences: components['schemas']['NotificationPreference'][];
    };
    /** NotificationSettingsChange */
    NotificationSettingsChange: {
      preferences: components['schemas']['NotificationPreference'][];
    };
    /** NotificationStatusChange */
    NotificationStatusChange: {
      /** @description at most 500 notification ids */
      ids: string[];
      /** @enum {string} */
      unreadStatus: 'READ' | 'UNREAD';
      all?: boolean;
    };
    /** OidcSettings */
    OidcSettings: {
      orgId: string;
      enabled: boolean;
      issuer: string | null;
    };
    /** OrgAndUserParams */
    OrgAndUserParams: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      userId: string;
    };
    /** Organisation */
    Organisation: {
      id: string;
      name: string;
      status?: string;
      /** Format: date-time */
      creationDate?: string;
      /** @enum {string} */
      packageName?:
        'essentials' | 'suite' | 'nolisten' | 'listenOnly' | 'measureOnly' | 'benchmarkOnly';
      channelCount?: number;
      hasApiAccess?: boolean;
      hasAudienceAccess?: boolean;
      channelIds?: string[];
      teamIds?: string[];
      userIds?: string[];
      supportTicketOrganisationId?: string;
      supportTicketEnabled?: boolean;
      metadata?: Record<string, never>;
    };
    /** OrganisationSlim */
    OrganisationSlim: {
      id: string;
      name: string;
    };
    /** OrganisationUserName */
    OrganisationUserName: {
      id: string;
      name: string;
    };
    /** OrgUserUpdate */
    OrgUserUpdate: {
      /** Format: uuid */
      userId: string;
      firstName?: string;
      lastName?: string;
      isAdmin?: boolean;
      /** @enum {string} */
      defaultChannelRole?: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      teamIds?: string[];
    };
    /** Outlier */
    Outlier: {
      post: components['schemas']['PublicPost'];
      usual: number;
      score: number;
      /** @enum {string} */
      direction: 'above' | 'below';
    };
    /** PasswordChange */
    PasswordChange: {
      currentPassword: string;
      newPassword: string;
    };
    /** PasswordResetRequest */
    PasswordResetRequest: {
      email: string;
    };
    /** PostCallerAbilities */
    PostCallerAbilities: {
      edit: boolean;
      delete: boolean;
      approve: boolean;
      publish: boolean;
      retry: boolean;
    };
    /** PostInput */
    PostInput: {
      channelIds: string[];
      text: string;
      /** @enum {string} */
      action: 'saveDraft' | 'submitForApproval' | 'schedule' | 'publishNow';
      media?: components['schemas']['PostMediaRef'][];
      link?: string | null;
      variants?: components['schemas']['PostVariantInput'][];
      scheduledAt?: string | null;
      promote?: boolean;
    };
    /** PostMedia */
    PostMedia: {
      url: string;
      mimeType: string;
      bytes: number;
      /** @enum {string} */
      kind: 'photo' | 'video';
      name: string;
    };
    /** PostMediaRef */
    PostMediaRef: {
      url: string;
    };
    /** PostMediaTarget */
    PostMediaTarget: {
      /** @description networks: comma-separated or repeated, at most 20 */
      networks: string;
    };
    /** PostParams */
    PostParams: {
      /** Format: uuid */
      id: string;
    };
    /** PostPerformance */
    PostPerformance: {
      postId: string;
      channelId: string;
      channelName: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      text: string;
      /** Format: date-time */
      publishedAt: string;
      permalink: string | null;
      reactions: number;
      comments: number;
      shares: number;
      views: number;
      reach: number | null;
      impressions: number | null;
      engagement: number;
    };
    /** PostPerformancePage */
    PostPerformancePage: {
      posts: components['schemas']['PostPerformance'][];
      totals: {
        posts: number;
        engagement: number;
        reactions: number;
        comments: number;
        shares: number;
      };
    };
    /** PostPerson */
    PostPerson: {
      id: string;
      name: string;
    };
    /** PostRejection */
    PostRejection: {
      comment: string;
    };
    /** PostTarget */
    PostTarget: {
      channelId: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      channelName: string;
      /** @enum {string} */
      status: 'pending' | 'published' | 'failed';
      networkItemId: string | null;
      permalink: string | null;
      engageItemId: string | null;
      error: string | null;
      publishedAt: string | null;
    };
    /** PostVariant */
    PostVariant: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      text: string;
      media: components['schemas']['PostMedia'][];
    };
    /** PostVariantInput */
    PostVariantInput: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      text: string;
      media?: components['schemas']['PostMediaRef'][];
    };
    /** PrivateReply */
    PrivateReply: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      /** Format: uuid */
      contentId: string;
      isPost: boolean;
      commentId: string | null;
      message?: string;
      markParentAsRead?: boolean;
    };
    /** ProductAccess */
    ProductAccess: {
      /** @enum {string} */
      package:
        | 'essentials'
        | 'suite'
        | 'nolisten'
        | 'listenOnly'
        | 'measureOnly'
        | 'benchmarkOnly'
        | 'CUSTOM';
      products: string[];
    };
    /** ProfilePictureUpdate */
    ProfilePictureUpdate: {
      profilePicture: string;
    };
    /** ProfileUpdate */
    ProfileUpdate: {
      /** Format: uuid */
      id: string;
      firstName?: string;
      lastName?: string;
      timeZone?: string | null;
    };
    /** PublicChannel */
    PublicChannel: {
      id: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      handle: string;
      name: string;
      url: string;
      thumbnailUrl: string | null;
      followerCount: number;
      hasReach: boolean;
      historySince?: string | null;
      brandIds?: string[];
    };
    /** PublicChannelsQuery */
    PublicChannelsQuery: {
      /** @description ids: comma-separated or repeated, at most 50 */
      ids: string;
    };
    /** PublicMetrics */
    PublicMetrics: {
      fans: number;
      posts: number;
      reactions: number;
      comments: number;
      shares: number;
      views: number;
      reach: number | null;
      impressions: number | null;
      engagement: number;
    };
    /** PublicPost */
    PublicPost: {
      id: string;
      publicChannelId: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      handle: string;
      brandId: string;
      brandName: string;
      /** Format: date-time */
      publishedAt: string;
      /** @enum {string} */
      type: 'text' | 'photo' | 'video' | 'link' | 'reel' | 'short';
      text: string;
      permalink: string;
      thumbnailUrl: string | null;
      reactions: number;
      comments: number;
      shares: number;
      views: number;
      reach: number | null;
      impressions: number | null;
      engagement: number;
      sentiment: ('positive' | 'neutral' | 'negative') | null;
    };
    /** PublishChannel */
    PublishChannel: {
      id: string;
      name: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      username: string | null;
      thumbnailUrl: string | null;
      permissions: components['schemas']['ChannelPermissions'];
      campaignTrackingEnabled: boolean;
    };
    /** PublishItemsPage */
    PublishItemsPage: {
      items: components['schemas']['PublishPost'][];
      next: string | null;
    };
    /** PublishPost */
    PublishPost: {
      id: string;
      /** @enum {string} */
      status:
        | 'draft'
        | 'pendingApproval'
        | 'approved'
        | 'rejected'
        | 'scheduled'
        | 'published'
        | 'scheduledError';
      text: string;
      media: components['schemas']['PostMedia'][];
      link: components['schemas']['LinkPreview'] | null;
      variants: components['schemas']['PostVariant'][];
      channelIds: string[];
      targets: components['schemas']['PostTarget'][];
      /** @enum {string} */
      visibility: 'page' | 'hidden';
      promote: boolean;
      scheduledAt: string | null;
      publishedAt: string | null;
      /** Format: date-time */
      at: string;
      rejection: {
        comment: string;
        by: components['schemas']['PostPerson'];
        /** Format: date-time */
        at: string;
      } | null;
      error: string | null;
      createdBy: components['schemas']['PostPerson'];
      approvedBy: components['schemas']['PostPerson'] | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      abilities: components['schemas']['PostCallerAbilities'];
    };
    /** ReadFilter */
    ReadFilter: {
      /** @enum {string} */
      status?: 'readByMe' | 'read' | 'unread' | 'automation';
      values?: string[];
    };
    /** RealtimeToken */
    RealtimeToken: {
      token: string;
    };
    /** RefreshRequest */
    RefreshRequest: {
      refreshToken: string;
    };
    /** ReplyData */
    ReplyData: {
      replyId: string;
      by: components['schemas']['WebhookActor'];
      itemId?: string;
      reply?: components['schemas']['WebhookItem'];
      error?: string;
    };
    /** ReplyDraft */
    ReplyDraft: {
      text: string;
      images?: components['schemas']['ReplyImage'][];
      mentions?: string[];
      /** @description channel id */
      sendingChannelId?: string;
      /** @enum {string} */
      messageTag?:
        'CONFIRMED_EVENT_UPDATE' | 'ACCOUNT_UPDATE' | 'POST_PURCHASE_UPDATE' | 'HUMAN_AGENT';
      markParentAsRead?: boolean;
    };
    /** ReplyImage */
    ReplyImage: {
      url: string;
      mimeType?: string;
      bytes?: number;
    };
    /** ReplyQuota */
    ReplyQuota: {
      channelId: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      limit: number;
      used: number;
      remaining: number;
      windowSeconds: number;
      resetsAt: string | null;
    };
    /** ResponseTemplate */
    ResponseTemplate: {
      id: string;
    } & components['schemas']['ResponseTemplateData'];
    /** ResponseTemplateData */
    ResponseTemplateData: {
      name: string;
      text: string;
      networks?: string[];
      channelIds?: string[];
      /** @description BCP 47 language tag */
      language?: string;
      /** Format: uuid */
      conversationId?: string;
    };
    /** ResponseTimes */
    ResponseTimes: {
      count: number;
      median: number | null;
      p90: number | null;
    };
    /** RoleMembership */
    RoleMembership: {
      id: string;
      /** @enum {string} */
      role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
    };
    /** RuleAction */
    RuleAction: {
      /** @enum {string} */
      type:
        | 'engage.assign'
        | 'engage.label'
        | 'engage.createCase'
        | 'engage.markAsRead'
        | 'engage.markAsSpam'
        | 'engage.hide';
      config: components['schemas']['RuleActionConfig'];
    };
    /** RuleActionConfig */
    RuleActionConfig: Record<string, never> & {
      userId?: string;
      teamId?: string;
      labelIds?: string[];
      /** @enum {string} */
      kind?: 'salesforce' | 'hubspot' | 'servicenow' | 'zendesk' | 'legacy';
      note?: string;
    };
    /** RuleActionInput */
    RuleActionInput: {
      /** @enum {string} */
      type:
        | 'engage.assign'
        | 'engage.label'
        | 'engage.createCase'
        | 'engage.markAsRead'
        | 'engage.markAsSpam'
        | 'engage.hide';
      config: {
        /** Format: uuid */
        userId?: string;
        /** Format: uuid */
        teamId?: string;
        /** @description at most 20 labels */
        labelIds?: string[];
        /** @enum {string} */
        kind?: 'salesforce' | 'hubspot' | 'servicenow' | 'zendesk' | 'legacy';
        note?: string;
      };
    };
    /** RuleCondition */
    RuleCondition: {
      /** @enum {string} */
      field: 'network' | 'channel' | 'messageType' | 'text' | 'language' | 'createdBy';
      /** @enum {string} */
      operator:
        | 'IS_ANY'
        | 'IS_NOT_ANY'
        | 'CONTAINS_ANY'
        | 'CONTAINS_ALL'
        | 'DOES_NOT_CONTAIN_ANY'
        | 'EQUAL_TO';
      /** @enum {string} */
      valueType: 'string' | 'channel' | 'network' | 'enum';
      values: string[];
    };
    /** RuleConditionInput */
    RuleConditionInput: {
      /** @enum {string} */
      field: 'network' | 'channel' | 'messageType' | 'text' | 'language' | 'createdBy';
      /** @enum {string} */
      operator:
        | 'IS_ANY'
        | 'IS_NOT_ANY'
        | 'CONTAINS_ANY'
        | 'CONTAINS_ALL'
        | 'DOES_NOT_CONTAIN_ANY'
        | 'EQUAL_TO';
      /** @enum {string} */
      valueType: 'string' | 'channel' | 'network' | 'enum';
      /** @description at most 100 values */
      values: string[];
    };
    /** RuleDefinition */
    RuleDefinition: {
      name: string;
      /** @enum {string} */
      matchMode: 'ANY' | 'ALL';
      /** @description at most 20 conditions */
      conditions: components['schemas']['RuleConditionInput'][];
      /** @description at most 10 actions */
      actions: components['schemas']['RuleActionInput'][];
      /** @enum {string} */
      authorKind?: 'CUSTOMER' | 'USER';
      /** @description at most 500 channels */
      channelIds?: string[];
    };
    /** RuleErrorData */
    RuleErrorData: {
      ruleId: string;
      name: string;
      reason: string;
    };
    /** RuleOrder */
    RuleOrder: {
      ids: string[];
    };
    /** RuleRun */
    RuleRun: {
      itemId: string;
      ruleId: string;
      /** Format: date-time */
      at: string;
      actions: components['schemas']['RuleRunAction'][];
      messageId?: string;
    };
    /** RuleRunAction */
    RuleRunAction: {
      action: components['schemas']['RuleAction'];
      /** @enum {string} */
      outcome: 'done' | 'refused' | 'failed' | 'skipped';
      reason?: string;
    };
    /** RuleRunPage */
    RuleRunPage: {
      runs: components['schemas']['RuleRun'][];
      next?: string;
    };
    /** SandboxAdFailureRequest */
    SandboxAdFailureRequest: {
      /** Format: uuid */
      adAccountId: string;
      /** @enum {string} */
      kind: 'rateLimited' | 'tokenExpired' | 'platformIssue';
      times?: number;
    };
    /** SandboxCommentDelivered */
    SandboxCommentDelivered: {
      itemId: string;
      rootId: string;
      text: string;
    };
    /** SandboxFailureRequest */
    SandboxFailureRequest: {
      /** @description channel id */
      channelId: string;
      /** @enum {string} */
      kind:
        | 'rateLimited'
        | 'tokenExpired'
        | 'platformIssue'
        | 'notFound'
        | 'invalid'
        | 'thirdPartyControl'
        | 'missingPermission';
      /** @description integer from 0 to 20 */
      times?: number;
    };
    /** SandboxFailureSet */
    SandboxFailureSet: {
      channelId: string;
      /** @enum {string} */
      kind:
        | 'rateLimited'
        | 'tokenExpired'
        | 'platformIssue'
        | 'notFound'
        | 'invalid'
        | 'thirdPartyControl'
        | 'missingPermission';
      remaining: number;
    };
    /** SandboxMessageDelivered */
    SandboxMessageDelivered: {
      itemId: string;
      conversationId: string;
      text: string;
    };
    /** SandboxMessageRequest */
    SandboxMessageRequest: {
      /** @description channel id */
      channelId: string;
      text?: string;
      /** Format: uuid */
      conversationId?: string;
    };
    /** SandboxWhatsAppMessageRequest */
    SandboxWhatsAppMessageRequest: {
      /** @description channel id */
      channelId: string;
      text: string;
      name?: string;
    };
    /** SavedItem */
    SavedItem: {
      id: string;
      channelId: string;
      engage: components['schemas']['EngageBlock'];
      meta: components['schemas']['ItemMeta'];
      networkId?: string;
      sender?: components['schemas']['Sender'];
      senderApplication?: {
        /** @enum {string} */
        type: 'SMM' | 'THIRD_PARTY';
      };
      message?: string;
      media?: components['schemas']['Media'][];
      prediction?: {
        /** @enum {string} */
        sentiment?: 'POSITIVE' | 'NEGATIVE';
        userSentiment?: ('POSITIVE' | 'NEGATIVE') | null;
        priorityLevel?: number;
        userPriorityLevel?: number | null;
        spamStatus?: {
          /** @enum {string} */
          value: 'manuallySpam' | 'automatedSpam' | 'notSpam';
        };
      };
      mentions?: components['schemas']['ItemPerson'][];
      participants?: components['schemas']['ItemPerson'][];
      channel?: components['schemas']['ItemChannel'];
      notesData?: components['schemas']['NotesData'];
      format?: {
        customerActions?: Record<string, never>[];
        cards?: Record<string, never>[];
      };
      engageCasesV2?: Record<string, never>[];
      externalCases?: Record<string, never>[];
      dark?: boolean;
      placeholder?: boolean;
      focused?: boolean;
      contentPending?: boolean;
      assignedToMe?: boolean;
      assignee?: components['schemas']['Assignee'] | null;
      readBy?: string[];
      saved?: boolean;
      error?: string;
      failure?: {
        errorCode?: string;
        networkCode?: number;
        networkSubcode?: number;
      };
      control?: {
        ownership: string;
      };
      facebook?: {
        canHide?: boolean;
        unpublished?: boolean;
        recommendation?: {
          positive: boolean;
        };
        canReplyPrivately?: boolean;
        privateReplyReference?: string | null;
      };
      twitter?: {
        isRoot?: boolean;
        isMention?: boolean;
        type?: string;
        retweet?: boolean;
        retweetedByMe?: boolean;
        favorited?: boolean;
        retweetUserName?: string;
        retweetUserHandle?: string;
      };
      instagram?: {
        /** @enum {string} */
        messageType?:
          'mediaShare' | 'storyReply' | 'storyMention' | 'tag' | 'tagAndMention' | 'unknown';
        privateReplyReference?: string | null;
      };
      linkedin?: {
        subType?: string;
        isMention?: boolean;
      };
      threads?: {
        repostedByMe?: boolean;
        isQuote?: boolean;
      };
      whatsapp?: {
        /** Format: date-time */
        windowExpiresAt?: string;
        templateId?: string;
        templateParameters?: string[];
      };
      comments?: components['schemas']['EngageItem'][];
      latestComment?: components['schemas']['EngageItem'] | null;
      pagination?: {
        offset?: number;
        limit?: number;
        allLoaded?: boolean;
      };
      bidiPagination?: components['schemas']['BidiPagination'];
      stats?: components['schemas']['ItemStats'];
      percolated?: boolean;
      responseTemplateIds?: string[];
      hasOpenCase?: boolean;
      emailNotificationsEnabled?: boolean;
      pushNotificationsEnabled?: boolean;
    };
    /** SavedQuery */
    SavedQuery: components['schemas']['SavedQueryInput'] & {
      id: string;
      createdBy: components['schemas']['BenchmarkAuthor'];
      /** Format: date-time */
      createdAt: string;
    };
    /** SavedQueryInput */
    SavedQueryInput: {
      name: string;
      /** @description 1 to 10 brands */
      brandIds: string[];
      /** @enum {string} */
      period: 'last7Days' | 'last30Days' | 'last90Days';
      /** @description at most 10 networks */
      networks?: (
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews'
      )[];
    };
    /** SearchPage */
    SearchPage: {
      items: components['schemas']['SavedItem'][];
      offset: number;
      limit: number;
      nextCursor: string | null;
    };
    /** SearchQuery */
    SearchQuery: {
      /** @default 20 */
      limit: number;
      /** @default 0 */
      offset: number;
      cursor?: string;
    };
    /** Sender */
    Sender: {
      name: string;
      /** @enum {string} */
      visibility: 'PUBLIC' | 'PRIVATE';
      isOwn: boolean;
      id?: string;
      handle?: string;
      thumb?: string;
      /** @enum {string} */
      senderType?: 'person' | 'organization' | 'organizationBrand';
    };
    /** SentimentChange */
    SentimentChange: {
      sentiment: ('POSITIVE' | 'NEGATIVE') | null;
    };
    /** SentimentCounts */
    SentimentCounts: {
      positive: number;
      neutral: number;
      negative: number;
    };
    /** ShortLink */
    ShortLink: {
      code: string;
      url: string;
      shortUrl: string;
    };
    /** ShortLinkRequest */
    ShortLinkRequest: {
      url: string;
    };
    /** SuggestedChannelSearch */
    SuggestedChannelSearch: {
      handleInfos: components['schemas']['HandleInfo'][];
      keyword: string;
    };
    /** SupportUser */
    SupportUser: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      /** Format: uuid */
      orgId: string;
      orgName: string;
      isAdmin: boolean;
    };
    /** SupportUserQuery */
    SupportUserQuery: {
      q: string;
      limit?: number;
    };
    /** SupportUserResults */
    SupportUserResults: {
      users: components['schemas']['SupportUser'][];
      more: boolean;
    };
    /** SwitchableAccount */
    SwitchableAccount: {
      id: string;
      email: string;
      orgId: string;
      orgName: string;
      current: boolean;
    };
    /** Team */
    Team: {
      id: string;
      name: string;
      orgId: string;
      color?: string;
      channelIds?: string[];
      userIds?: string[];
      users?: components['schemas']['RoleMembership'][];
      channels?: components['schemas']['RoleMembership'][];
      permissions?: components['schemas']['TeamPermissions'];
    };
    /** TeamCreate */
    TeamCreate: {
      name: string;
      color?: string;
      permissions?: components['schemas']['TeamPermissions'];
    };
    /** TeamMemberRole */
    TeamMemberRole: {
      /** @enum {string} */
      role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
    };
    /** TeamPerformanceBreakdown */
    TeamPerformanceBreakdown: {
      rows: {
        /** @enum {string} */
        network:
          | 'facebook'
          | 'instagram'
          | 'whatsapp'
          | 'twitter'
          | 'youtube'
          | 'linkedIn'
          | 'tiktok'
          | 'googlemybusiness'
          | 'threads'
          | 'pinterest'
          | 'email'
          | 'reddit'
          | 'tumblr'
          | 'forums'
          | 'news'
          | 'vk'
          | 'blogs'
          | 'qq'
          | 'darkweb'
          | '4chan'
          | 'sinaweibo'
          | 'lexisnexis'
          | 'reviews';
        /** @enum {string} */
        type:
          | 'post'
          | 'comment'
          | 'message'
          | 'reply'
          | 'messagethread'
          | 'email'
          | 'video'
          | 'conversation'
          | 'review'
          | 'mention';
        count: number;
      }[];
    };
    /** TeamPerformanceCreatedAt */
    TeamPerformanceCreatedAt: {
      days: {
        day: string;
        received: number;
        handled: number;
        positive: number;
        neutral: number;
        negative: number;
        uncategorized: number;
      }[];
    };
    /** TeamPerformanceExportQuery */
    TeamPerformanceExportQuery: components['schemas']['MeasureQuery'] & {
      /** @enum {string} */
      part: 'all' | 'users' | 'summary' | 'breakdown' | 'createdAt';
    };
    /** TeamPerformanceRow */
    TeamPerformanceRow: {
      id: string;
      name: string;
      handled: number;
      replies: number;
      firstResponse: components['schemas']['ResponseTimes'];
    };
    /** TeamPerformanceRows */
    TeamPerformanceRows: {
      rows: components['schemas']['TeamPerformanceRow'][];
    };
    /** TeamPerformanceSummary */
    TeamPerformanceSummary: {
      received: number;
      handled: number;
      answered: number;
      firstResponse: components['schemas']['ResponseTimes'];
    };
    /** TeamPermissions */
    TeamPermissions: {
      manageAdAccounts: boolean;
      manageChannels: boolean;
      manageTemplates: boolean;
      manageUser: boolean;
    };
    /** TestData */
    TestData: {
      webhookId: string;
      message: string;
    };
    /** ThreadQuery */
    ThreadQuery: components['schemas']['SearchQuery'] & {
      /** @enum {string} */
      sortDirection?: 'desc' | 'asc';
    };
    /** TokenResponse */
    TokenResponse: {
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      /** @constant */
      tokenType: 'Bearer';
    };
    /** TrackingParameter */
    TrackingParameter: {
      key: string;
      value: string;
    };
    /** TrackingTemplate */
    TrackingTemplate: {
      id: string;
      name: string;
      parameters: components['schemas']['TrackingParameter'][];
      channelIds: string[];
      canChange: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** TrackingTemplateInput */
    TrackingTemplateInput: {
      name: string;
      /** @description at most 20 parameters */
      parameters: components['schemas']['TrackingParameter'][];
    };
    /** UnreadCount */
    UnreadCount: {
      count: number;
    };
    /** UploadedMedia */
    UploadedMedia: {
      url: string;
      mimeType: string;
      bytes: number;
      /** @enum {string} */
      kind: 'photo' | 'video';
      name: string;
    };
    /** UploadTarget */
    UploadTarget: {
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
    };
    /** UrlTrackingChannel */
    UrlTrackingChannel: {
      id: string;
      name: string;
      /** @enum {string} */
      network:
        | 'facebook'
        | 'instagram'
        | 'whatsapp'
        | 'twitter'
        | 'youtube'
        | 'linkedIn'
        | 'tiktok'
        | 'googlemybusiness'
        | 'threads'
        | 'pinterest'
        | 'email'
        | 'reddit'
        | 'tumblr'
        | 'forums'
        | 'news'
        | 'vk'
        | 'blogs'
        | 'qq'
        | 'darkweb'
        | '4chan'
        | 'sinaweibo'
        | 'lexisnexis'
        | 'reviews';
      campaignTrackingEnabled: boolean;
    };
    /** User */
    User: {
      id: string;
      uuid: string;
      email: string;
      name: string;
      orgId: string;
      isAdmin: boolean;
      /**
       * @default EDITOR
       * @enum {string}
       */
      defaultChannelRole: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      firstName?: string;
      lastName?: string;
      orgName?: string;
      isTeamLeader?: boolean;
      isTrialOrg?: boolean;
      /** Format: date-time */
      createdDate?: string;
      expiryDate?: string | null;
      lastLogin?: string | null;
      loginCount?: number;
      moderationNotificationChannels?: string[];
      geo?: {
        countries?: string[];
        regions?: string[];
        cities?: string[];
      };
      profilePicture?: string | null;
      hasPaladinAccess?: boolean;
      canAccessContentPool?: boolean;
      useDateFormat?: string;
      contextSwitch?: components['schemas']['ContextSwitch'];
      userHash?: string;
      parentId?: string | null;
      homeSplash?: boolean;
      fbId?: string | null;
      supportTicketServiceName?: string;
      aiFeaturesEnabled?: boolean;
      teams?: components['schemas']['RoleMembership'][];
      channels?: components['schemas']['RoleMembership'][];
      channelIds?: string[];
      teamIds?: string[];
      userIds?: string[];
      channelRoleIds?: string[];
      invitationPending?: boolean;
      timeZone?: string | null;
    };
    /** UserChannelRole */
    UserChannelRole: {
      userId: string;
      channelId: string;
      /** @enum {string} */
      role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
    };
    /** UserData */
    UserData: {
      userId: string;
      by: components['schemas']['WebhookActor'];
      email?: string;
      name?: string;
    };
    /** UserInvite */
    UserInvite: {
      email: string;
      firstName: string;
      lastName: string;
      isAdmin?: boolean;
      /** @enum {string} */
      defaultChannelRole?: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
      teamIds?: string[];
    };
    /** UuidParam */
    UuidParam: {
      /** Format: uuid */
      uuid: string;
    };
    /** Webhook */
    Webhook: {
      id: string;
      url: string;
      topics: string[];
      name?: string;
      description?: string;
      enabled?: boolean;
      /** @enum {string} */
      health?: 'healthy' | 'failing' | 'disabled';
      disabledReason?: string;
      /** Format: date-time */
      failingSince?: string;
      subscriptions?: components['schemas']['WebhookSubscription'][];
      lastAttempts?: {
        /** Format: date-time */
        at: string;
        ok: boolean;
        status: number | null;
        topic: string;
      }[];
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      updatedAt?: string;
    };
    /** WebhookActor */
    WebhookActor: {
      source: string;
      id?: string;
    };
    /** WebhookAttempt */
    WebhookAttempt: {
      /** Format: date-time */
      at: string;
      ok: boolean;
      durationMs: number;
      status?: number | null;
      response?: string;
      error?: string;
    };
    /** WebhookChannel */
    WebhookChannel: {
      id: string;
      network: string;
      name?: string;
    };
    /** WebhookDelivery */
    WebhookDelivery: {
      id: string;
      webhookId: string;
      messageId: string;
      topic: string;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
      attemptCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      nextAttemptAt?: string;
      lastStatus?: number | null;
      payload?: unknown;
      attempts?: components['schemas']['WebhookAttempt'][];
    };
    /** WebhookDeliveryPage */
    WebhookDeliveryPage: {
      deliveries: components['schemas']['WebhookDelivery'][];
      next?: string;
    };
    /** WebhookDeliveryParams */
    WebhookDeliveryParams: {
      /** Format: uuid */
      id: string;
    };
    /** WebhookInput */
    WebhookInput: {
      url: string;
      topics: (
        | 'engage.item.created'
        | 'engage.item.changed'
        | 'engage.reply.sent'
        | 'engage.reply.delivered'
        | 'engage.reply.failed'
        | 'engage.note.created'
        | 'engage.case.opened'
        | 'engage.case.changed'
        | 'engage.case.closed'
        | 'engage.feed.shared'
        | 'automation.rule.error'
        | 'channel.connected'
        | 'channel.disconnected'
        | 'channel.needsReconnection'
        | 'export.ready'
        | 'user.invited'
        | 'user.deleted'
        | 'webhook.test'
      )[];
      description?: string;
      enabled?: boolean;
    };
    /** WebhookItem */
    WebhookItem: {
      id: string;
      channelId: string;
      network: string;
      type: string;
      text?: string;
      sender?: components['schemas']['WebhookSender'];
      /** Format: date-time */
      createdAt?: string;
      labels?: string[];
      assigneeId?: string;
      readStatus?: string;
      hideStatus?: string;
      spamStatus?: string;
      sentiment?: string;
      priority?: boolean;
    };
    /** WebhookList */
    WebhookList: {
      list: components['schemas']['Webhook'][];
    };
    /** WebhookParams */
    WebhookParams: {
      /** Format: uuid */
      id: string;
    };
    /** WebhookReplayRequest */
    WebhookReplayRequest: {
      /** Format: date-time */
      since: string;
    };
    /** WebhookReplayResult */
    WebhookReplayResult: {
      queued: number;
    };
    /** WebhookSecret */
    WebhookSecret: {
      secret: string;
      previousSecret?: string;
      /** Format: date-time */
      previousUntil?: string;
    };
    /** WebhookSender */
    WebhookSender: {
      name: string;
      handle?: string;
    };
    /** WebhookSubscription */
    WebhookSubscription: {
      topic: string;
      subscribed: boolean;
    };
    /** WebhookTestResult */
    WebhookTestResult: {
      finished: boolean;
      errorMessage?: string;
      status?: string | null;
      deliveryId?: string;
    };
    /** WebhookTopic */
    WebhookTopic: {
      name: string;
      description?: string;
      group?: string;
      example?: unknown;
    };
    /** WebhookTopicParams */
    WebhookTopicParams: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      topic:
        | 'engage.item.created'
        | 'engage.item.changed'
        | 'engage.reply.sent'
        | 'engage.reply.delivered'
        | 'engage.reply.failed'
        | 'engage.note.created'
        | 'engage.case.opened'
        | 'engage.case.changed'
        | 'engage.case.closed'
        | 'engage.feed.shared'
        | 'automation.rule.error'
        | 'channel.connected'
        | 'channel.disconnected'
        | 'channel.needsReconnection'
        | 'export.ready'
        | 'user.invited'
        | 'user.deleted'
        | 'webhook.test';
    };
    /** WeekdayWindow */
    WeekdayWindow: {
      /** @enum {string} */
      day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
      from: string;
      to: string;
    };
    /** WeekdayWindowInput */
    WeekdayWindowInput: {
      /** @enum {string} */
      day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
      /** @description HH:mm */
      from: string;
      /** @description HH:mm */
      to: string;
    };
    /** WhatsAppBusinessAccount */
    WhatsAppBusinessAccount: {
      id: string;
      name: string;
      /** @enum {string} */
      businessVerification: 'VERIFIED' | 'UNVERIFIED';
      deploymentId: string;
      numberCount: number;
    };
    /** WhatsAppChannel */
    WhatsAppChannel: {
      id: string;
      phoneNumberId: string;
      businessAccountId: string;
      deploymentId: string;
      displayPhoneNumber: string;
      verifiedName: string;
      /** @enum {string} */
      status: 'ACTIVE' | 'INACTIVE' | 'PENDING';
      /** @enum {string} */
      verification: 'VERIFIED' | 'UNVERIFIED';
      /** @enum {string} */
      approval: 'PENDING' | 'REJECTED' | 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL' | 'APPROVED';
      codeSentAt: string | null;
      connected: boolean;
    };
    /** WhatsAppChannelIdParam */
    WhatsAppChannelIdParam: {
      /** @description channel id */
      id: string;
    };
    /** WhatsAppChannelQuery */
    WhatsAppChannelQuery: {
      /** @description channel id */
      channelId: string;
    };
    /** WhatsAppChannelRequest */
    WhatsAppChannelRequest: {
      phoneNumberId: string;
    };
    /** WhatsAppCodeRequest */
    WhatsAppCodeRequest: {
      /** @enum {string} */
      method: 'SMS';
    };
    /** WhatsAppCodeSent */
    WhatsAppCodeSent: {
      channelId: string;
      /** @enum {string} */
      method: 'SMS';
      sentTo: string;
      /** Format: date-time */
      expiresAt: string;
      /** Format: date-time */
      resendAfter: string;
    };
    /** WhatsAppDeployment */
    WhatsAppDeployment: {
      deploymentId: string;
      integrationId: string;
      verifiedChannels: string[];
      selectedChannel?: string | null;
      businessAccountId?: string;
    };
    /** WhatsAppDeploymentChannel */
    WhatsAppDeploymentChannel: {
      /** @description channel id */
      channelId: string;
    };
    /** WhatsAppDeploymentParam */
    WhatsAppDeploymentParam: {
      /** Format: uuid */
      id: string;
    };
    /** WhatsAppIdParam */
    WhatsAppIdParam: {
      id: string;
    };
    /** WhatsAppMessageTemplate */
    WhatsAppMessageTemplate: {
      id: string;
      name: string;
      language: string;
      /** @enum {string} */
      category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
      text: string;
      /** @enum {string} */
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      rejectedReason: string | null;
      /** Format: date-time */
      createdAt: string;
      standard: boolean;
    };
    /** WhatsAppNewNumber */
    WhatsAppNewNumber: {
      businessAccountId: string;
      phoneNumber: string;
      verifiedName: string;
    };
    /** WhatsAppNumbersQuery */
    WhatsAppNumbersQuery: {
      businessAccountId: string;
    };
    /** WhatsAppPhoneNumber */
    WhatsAppPhoneNumber: {
      id: string;
      displayPhoneNumber: string;
      verifiedName?: string;
      /** @enum {string} */
      status?: 'ACTIVE' | 'INACTIVE' | 'PENDING';
      /** @enum {string} */
      verification?: 'VERIFIED' | 'UNVERIFIED';
      /** @enum {string} */
      approval?: 'PENDING' | 'REJECTED' | 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL' | 'APPROVED';
      approvalReason?: string | null;
      channelId?: string | null;
      connected?: boolean;
    };
    /** WhatsAppPhoneNumberGroup */
    WhatsAppPhoneNumberGroup: {
      id: string;
      numbers: components['schemas']['WhatsAppPhoneNumber'][];
    };
    /** WhatsAppPhoto */
    WhatsAppPhoto: {
      photoUrl: string;
    };
    /** WhatsAppProfile */
    WhatsAppProfile: {
      /**
       * @default Other
       * @enum {string}
       */
      vertical:
        | 'Automotive'
        | 'Beauty Spa and Salon'
        | 'Clothing and Apparel'
        | 'Education'
        | 'Entertainment'
        | 'Event Planning and Service'
        | 'Finance and Banking'
        | 'Food and Grocery'
        | 'Public Service'
        | 'Hotel and Lodging'
        | 'Medical and Health'
        | 'Non-profit'
        | 'Professional Services'
        | 'Shopping and Retail'
        | 'Travel and Transportation'
        | 'Restaurant'
        | 'Other';
      /** @default [] */
      websites: string[];
      about?: string;
      address?: string;
      description?: string;
      email?: string;
      photoUrl?: string | null;
    };
    /** WhatsAppProfileUpdate */
    WhatsAppProfileUpdate: {
      /** @description channel id */
      channelId: string;
      about?: string;
      address?: string;
      description?: string;
      email?: string;
      /** @enum {string} */
      vertical?:
        | 'Automotive'
        | 'Beauty Spa and Salon'
        | 'Clothing and Apparel'
        | 'Education'
        | 'Entertainment'
        | 'Event Planning and Service'
        | 'Finance and Banking'
        | 'Food and Grocery'
        | 'Public Service'
        | 'Hotel and Lodging'
        | 'Medical and Health'
        | 'Non-profit'
        | 'Professional Services'
        | 'Shopping and Retail'
        | 'Travel and Transportation'
        | 'Restaurant'
        | 'Other';
      websites?: string[];
    };
    /** WhatsAppTemplate */
    WhatsAppTemplate: {
      id: string;
      name: string;
      text: string;
      language: string;
    };
    /** WhatsAppTemplateDraft */
    WhatsAppTemplateDraft: {
      /** @description channel id */
      channelId: string;
      name: string;
      /** @description BCP 47 language tag */
      language: string;
      /** @enum {string} */
      category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
      text: string;
    };
    /** WhatsAppTemplateParam */
    WhatsAppTemplateParam: {
      id: string;
    };
    /** WhatsAppTemplateSend */
    WhatsAppTemplateSend: {
      /** Format: uuid */
      conversationId: string;
      templateId: string;
      parameters?: string[];
    };
    /** WhatsAppVerification */
    WhatsAppVerification: {
      code: string;
      pin: string;
    };
    /** ZendeskTicket */
    ZendeskTicket: {
      /** Format: uuid */
      contentUuid: string;
      subject: string;
      description?: string;
      /** @enum {string} */
      priority?: 'low' | 'normal' | 'high' | 'urgent';
    };
    /** ZendeskTicketCreated */
    ZendeskTicketCreated: {
      ticketId: string;
      status: string;
      contentUuid: string;
    };
  };
  responses: {
    /** @description The API error shape (platform §8) */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          status: number;
          message: string;
          errorCode?: string;
          /** @description A network's refusal: the network's own error code */
          networkCode?: number;
          /** @description A network's refusal: the network's own error subcode */
          networkSubcode?: number;
        };
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['Error'];
    };
  };
  postAuthRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['Error'];
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshRequest'];
      };
    };
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
    };
  };
  getAuthAccountSwitchAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SwitchableAccount'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getSmmAccountsMeSwitch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationSlim'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  putAuthAccountSwitchById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postAuthAssumeById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getAuthWellKnownJwksJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JsonWebKeySet'];
        };
      };
    };
  };
  getApi2UsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApi2UsersMeColleagues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getV1UsersMeLocalisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Localisation'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApi2Teams: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApi2Channels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getLabelsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelsSetting'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  putLabelsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelsSettingUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelsSetting'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApi2UsersMeConsent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyConsent'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  putApi2UsersMeConsent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConsentChoice'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConsentRecord'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApi2UsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1User: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApi2UsersByIdNotificationChannels: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1UserByIdNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationChannelToggle'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putSmmAccountsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postSmmAccountsMeChangeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailChange'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailChangeRequested'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postSmmAccountsConfirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailConfirmation'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailConfirmed'];
        };
      };
      400: components['responses']['Error'];
    };
  };
  postSmmAccountsMeChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApi1UserByIdPicture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfilePictureUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteSmmAccountsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1OrgByIdUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInvite'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1OrgByIdUsersByUserIdInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationSent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApi1OrgByIdUsersByUserIdInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postSmmAccountsAcceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountLinkUse'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountLinkUsed'];
        };
      };
      400: components['responses']['Error'];
    };
  };
  postSmmAccountsPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description Done */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
    };
  };
  postSmmAccountsResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountLinkUse'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountLinkUsed'];
        };
      };
      400: components['responses']['Error'];
    };
  };
  putApi1OrgByIdUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrgUserUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1OrgByIdAuditLog: {
    parameters: {
      query?: {
        actorId?: string;
        kind?:
          | 'USER'
          | 'INVITATION'
          | 'TEAM'
          | 'ROLE'
          | 'CHANNEL'
          | 'LABEL'
          | 'SETTINGS'
          | 'WEBHOOK'
          | 'RULE'
          | 'POST'
          | 'SIGN_IN'
          | 'SUPPORT'
          | 'BRAND'
          | 'AD_ACCOUNT'
          | 'AUDIENCE';
        from?: string;
        to?: string;
        before?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1OrgByIdAuditLogCsv: {
    parameters: {
      query?: {
        actorId?: string;
        kind?:
          | 'USER'
          | 'INVITATION'
          | 'TEAM'
          | 'ROLE'
          | 'CHANNEL'
          | 'LABEL'
          | 'SETTINGS'
          | 'WEBHOOK'
          | 'RULE'
          | 'POST'
          | 'SIGN_IN'
          | 'SUPPORT'
          | 'BRAND'
          | 'AD_ACCOUNT'
          | 'AUDIENCE';
        from?: string;
        to?: string;
        before?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file (switchboard-audit-log.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1OrgById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi2OrgsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organisation'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1OrgOidcById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcSettings'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi2OrgsByIdUserNames: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganisationUserName'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1OrgByIdChannelsMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelMetadata'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1OrgByOrgIdAdminContextSwitchById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orgId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminContextSwitchRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContextSwitch'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getSuiteSmmUserProductAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductAccess'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getResourceCapsV1OrgsByIdResources: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cap'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getOrganizationsByIdAiFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AiFeaturesFlag'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postOrganizationsByIdSetAiFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AiFeaturesFlag'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AiFeaturesFlag'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApi1Team: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamCreate'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApi1TeamById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          color?: string;
          permissions?: components['schemas']['TeamPermissions'];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApi1TeamById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApi1TeamByIdUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamMemberRole'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1TeamByIdUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamMemberRole'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApi1TeamByIdUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postChannelsV2AssignChannelToTeams: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssignChannelsToTeams'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Team'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteChannelsV2DismissChannelFromTeam: {
    parameters: {
      query: {
        channelId: string;
        teamId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApi1ChannelById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postChannelsV2SettingsChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelSettingsQuery'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelSettingsPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UrlTrackingChannel'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UrlTrackingChannel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putPublishUrlTrackingChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CampaignTrackingChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelCampaignTracking'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1PermissionsChannelById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelPermissions'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi2ChannelsByIdAssignables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssignableUser'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1PermissionsAudienceUsersByIdRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceRoleAnswer'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApi1PermissionsAudienceUsersByIdRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudienceRoleUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceRoleAnswer'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1ChannelByIdPeople: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelPerson'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApi1ChannelByIdUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelRoleChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserChannelRole'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApi1ChannelByIdUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1ChannelByIdConnectionaudits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectionAudit'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postChannelsV2ByIdOverrideName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelNameOverride'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteChannelsV2ByIdOverrideName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getChannelsV2ByIdReconnect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectAuthorization'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postChannelsV2ByIdIndex: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteChannelsV2ByIdMarkForDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getChannelsV2Groups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelGroup'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postChannelsV2Groups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelGroupInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getChannelsV2GroupsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putChannelsV2GroupsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelGroupInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteChannelsV2GroupsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingMappings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelCampaignTracking'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingChannelsByIdMappings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelCampaignTracking'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putPublishUrlTrackingChannelsByIdMappings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CampaignTrackingMappingsChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelCampaignTracking'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrackingTemplate'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postPublishUrlTrackingTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrackingTemplateInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrackingTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getPublishUrlTrackingTemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrackingTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putPublishUrlTrackingTemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrackingTemplateInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrackingTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deletePublishUrlTrackingTemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postFeatureTogglerByHash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        hash: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeatureToggleTarget'][];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: boolean;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getChannelsV2ConnectByNetwork: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network:
          | 'tiktok'
          | 'linkedin'
          | 'googlemybusiness'
          | 'youtube'
          | 'twitter'
          | 'pinterest'
          | 'facebook'
          | 'instagram'
          | 'threads';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectAuthorization'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getChannelsV2ConnectByNetworkChannels: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network:
          | 'tiktok'
          | 'linkedin'
          | 'googlemybusiness'
          | 'youtube'
          | 'twitter'
          | 'pinterest'
          | 'facebook'
          | 'instagram'
          | 'threads';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedChannel'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postChannelsV2ConnectByNetworkChannels: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network:
          | 'tiktok'
          | 'linkedin'
          | 'googlemybusiness'
          | 'youtube'
          | 'twitter'
          | 'pinterest'
          | 'facebook'
          | 'instagram'
          | 'threads';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectChannelsRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApi1AuthorizedChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizedChannel'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApi1ConnectChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectChannelsRequest'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectRequestState'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApi1ConnectChannelsState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectRequestState'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiEngageModeratorsByIdFeeds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeeds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedOrder'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageModeratorsByIdFeeds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedDefinition'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageModeratorsByIdFeedsByFeedId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeedsByFeedId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedDefinition'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageModeratorsByIdFeedsByFeedId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeedsByFeedIdPush: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedToggle'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeedsByFeedIdEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedToggle'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeedsByFeedIdPin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedToggle'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageModeratorsByIdFeedsByFeedIdShare: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        feedId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedSharing'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feed'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageSearch: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          filters?: {
            networks?: (
              | 'facebook'
              | 'instagram'
              | 'whatsapp'
              | 'twitter'
              | 'youtube'
              | 'linkedIn'
              | 'tiktok'
              | 'googlemybusiness'
              | 'threads'
              | 'pinterest'
              | 'email'
              | 'reddit'
              | 'tumblr'
              | 'forums'
              | 'news'
              | 'vk'
              | 'blogs'
              | 'qq'
              | 'darkweb'
              | '4chan'
              | 'sinaweibo'
              | 'lexisnexis'
              | 'reviews'
            )[];
            channels?: string[];
            types?: ('post' | 'comment' | 'reply' | 'message' | 'review')[];
            states?: ('PUBLISHED' | 'VANISHED' | 'DELETED')[];
            keywords?: string[];
            notKeywords?: string[];
            status?: string;
            sentiments?: ('positive' | 'neutral' | 'negative' | 'uncategorized')[];
            labels?: string[];
            onlyPriority?: boolean;
            withoutUnpublished?: boolean;
            withOwnReplies?: boolean;
            languages?: string[];
            hasOpenCase?: boolean;
            spamStatus?: ('manuallySpam' | 'automatedSpam' | 'notSpam')[];
            hideStatus?: ('hidden' | 'hiddenByAutomation' | 'notHidden')[];
            labelsFilter?: components['schemas']['LabelsFilter'];
            assignFilter?: components['schemas']['AssignFilter'];
            readFilter?: components['schemas']['ReadFilter'];
            dateFilter?: {
              from?: string | null;
              to?: string | null;
            };
          };
          /** @enum {string} */
          sortDirection?: 'desc' | 'asc';
          /** @enum {string} */
          sortField?: 'latestCommentDate' | 'createdDate';
          refine?: {
            text?: string;
            unread?: boolean;
            /** @enum {string} */
            assignment?: 'me' | 'team' | 'unassigned';
            networks?: (
              | 'facebook'
              | 'instagram'
              | 'whatsapp'
              | 'twitter'
              | 'youtube'
              | 'linkedIn'
              | 'tiktok'
              | 'googlemybusiness'
              | 'threads'
              | 'pinterest'
              | 'email'
              | 'reddit'
              | 'tumblr'
              | 'forums'
              | 'news'
              | 'vk'
              | 'blogs'
              | 'qq'
              | 'darkweb'
              | '4chan'
              | 'sinaweibo'
              | 'lexisnexis'
              | 'reviews'
            )[];
            sentiments?: ('positive' | 'neutral' | 'negative' | 'uncategorized')[];
            withNotes?: boolean;
            openCase?: boolean;
            overdue?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiEngageContentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplyDraft'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageContentsByIdMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Media'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageSearchByIdStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemStats'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsByIdUnread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsByIdHide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdHide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsByIdLike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdLike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdSpam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdSpam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdPriority: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdPriority: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdAssign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Assignment'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdAssign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageContentsByIdLabelsByLabelId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        labelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageContentsByIdLabelsByLabelId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        labelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdSentiment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SentimentChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConversationLanguage'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkUnread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkSpam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkNotSpam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkPriority: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkNotPriority: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkSentiment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdBulkLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkLabelPayload'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdLabels: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkLabelPayload'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageByNetworkContentsByIdBulkDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageByNetworkContentsByIdBulkLike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageByNetworkContentsByIdBulkUnlike: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          conversationItemUuids?: string[];
          commentUuids?: string[];
          replyUuids?: string[];
          commentIds?: string[];
          /** @enum {string} */
          sentiment?: 'POSITIVE' | 'NEGATIVE';
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageBulkByIdBulkAction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string | 'adhoc';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkActionPayload'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageBulkById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string | 'adhoc';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkSelectAllPayload'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJobAccepted'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageBulkJobsById: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkJob'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageContentsByIdStatuses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemStatus'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageContentsByIdCommentsByCommentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        commentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageSearchByIdMessages: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          sortDirection?: 'desc' | 'asc';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageSearchByIdByCommentId: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        cursor?: string;
        sortDirection?: 'desc' | 'asc';
      };
      header?: never;
      path: {
        id: string;
        commentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageConversationsByIdMessagesGet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConversationPaging'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageConversationsByIdMessagesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessageSearch'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageSearchResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdComments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplyDraft'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdCommentsByCommentIdReplies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        commentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplyDraft'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplyDraft'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngagePrivatereply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrivateReply'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageTwContentsByIdRetweet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageThreadsContentsByIdRepost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageWhatsappByChannelIdTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        channelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppTemplate'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageWhatsappTemplatesSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppTemplateSend'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageTwFilterOutViewOnlyChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChannelIdList'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelIdList'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiEngageQuota: {
    parameters: {
      query?: {
        channelId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReplyQuota'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageConversationsByIdResyncControl: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedItem'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageUploads: {
    parameters: {
      query: {
        network:
          | 'facebook'
          | 'instagram'
          | 'whatsapp'
          | 'twitter'
          | 'youtube'
          | 'linkedIn'
          | 'tiktok'
          | 'googlemybusiness'
          | 'threads'
          | 'pinterest'
          | 'email'
          | 'reddit'
          | 'tumblr'
          | 'forums'
          | 'news'
          | 'vk'
          | 'blogs'
          | 'qq'
          | 'darkweb'
          | '4chan'
          | 'sinaweibo'
          | 'lexisnexis'
          | 'reviews';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedMedia'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiPublishMedia: {
    parameters: {
      query: {
        networks: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostMedia'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiPublishLinkMeta: {
    parameters: {
      query: {
        url: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkPreview'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiEngageResponsetemplates: {
    parameters: {
      query?: {
        conversationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseTemplate'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageResponsetemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResponseTemplateData'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  putApiEngageResponsetemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResponseTemplateData'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageResponsetemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageNotes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteCreate'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Note'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageContentsByIdNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteText'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Note'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageConversationsByIdNotes: {
    parameters: {
      query?: {
        noteLimitPerItem?: number;
        conversationItemId?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemNotes'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageConversationsByIdNotesByMessageId: {
    parameters: {
      query?: {
        offset?: number;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotePage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiEngageNotesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteText'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Note'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageNotesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageCases: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseCreate'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Case'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageCasesSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseSearch'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CasePage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiEngageCasesAssociated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseItems'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Case'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  deleteApiEngageCasesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchApiEngageCasesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subject?: string;
          description?: string;
          /** @enum {string} */
          status?: 'OPEN' | 'CLOSED';
          addItemUuids?: string[];
          removeItemUuids?: string[];
          assignee?: {
            /** Format: uuid */
            id: string;
            isTeam: boolean;
          } | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Case'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageCasesByIdNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageCasesByIdNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseNote'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiEngageCasesByIdNotesByNoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        noteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchApiEngageCasesByIdNotesByNoteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        noteId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseNote'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageForwardByUuidEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForwardEmail'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ForwardEmailSent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiEngageZendeskTickets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ZendeskTicket'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ZendeskTicketCreated'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiEngageLabels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Label'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiEngageLabels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelCreate'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Label'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiEngageListeningQueries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListeningQuery'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getLabels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelUsage'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteLabelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelJob'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchLabelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Label'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postLabelsByIdMerge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelMerge'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelJob'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getLabelsJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelJob'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getLabelsJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelJob'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAutomateRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiAutomateRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleDefinition'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  putApiAutomateRulesOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleOrder'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiAutomateRulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiAutomateRulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleDefinition'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiAutomateRulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAutomateRulesByIdActivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAutomateRulesByIdPause: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationRuleSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAutomateRulesByIdRuns: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RuleRunPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAutomateRulesDryRun: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RuleDefinition'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DryRunResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiAutomateActions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationActionInfo'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiAutomateSources: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutomationSources'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiEngageContentsByIdHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemHistoryEntry'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageAudienceIdentities: {
    parameters: {
      query: {
        itemId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceIdentity'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiAutomateMessagingGroups: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutoReplyGroupPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiAutomateMessagingGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AutoReplyGroupInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutoReplyGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiAutomateMessagingGroupsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchApiAutomateMessagingGroupsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          message?: string;
          /** @description at most 500 channels */
          channelIds?: string[];
          timezone?: string;
          /** @description at most 21 windows */
          schedule?: components['schemas']['WeekdayWindowInput'][];
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutoReplyGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAutomateMessagingGroupsChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutoReplyChannel'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postV2Exports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportRequest'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportStatus'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getV2ExportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportStatus'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiEngageSettingsOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EngageOrgSettings'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  putApiEngageSettingsOrganisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EngageOrgSettings'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EngageOrgSettings'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiEngageSettingsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxPreferences'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  putApiEngageSettingsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InboxPreferences'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxPreferences'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiHome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description at most 5 widgets */
          items?: components['schemas']['HomeWidgetSetting'][];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeConfig'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiHomeEngage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeEngage'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiHomeMeasure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeMeasure'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiHomeAudience: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeAudience'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiHomeListen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeListen'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getBuzzardToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RealtimeToken'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiMaintenanceNotices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MaintenanceNotice'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiMaintenanceNotices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MaintenanceNoticeRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MaintenanceNotice'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiMaintenanceNoticesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getInboxServiceNotifications: {
    parameters: {
      query?: {
        product?: string;
        relevance?: 'ALL' | 'ME';
        status?: 'ALL' | 'READ' | 'UNREAD';
        sort?: 'originatingEventCreatedDate,desc' | 'originatingEventCreatedDate,asc';
        cursor?: string;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  patchInboxServiceNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationStatusChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getInboxServiceNotificationsUnreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getInboxServiceNotificationsFilters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationFilters'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postInboxServiceNotificationsFilters: {
    parameters: {
      query?: {
        status?: 'ALL' | 'READ' | 'UNREAD';
        product?: string;
        relevance?: 'ALL' | 'ME';
        sortDirection?: 'DESC' | 'ASC';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationFilters'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiShortLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ShortLinkRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShortLink'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiSandboxComments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description channel id */
          channelId?: string;
          text?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxCommentDelivered'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiSandboxMessages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxMessageRequest'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxMessageDelivered'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiSandboxFailures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxFailureRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxFailureSet'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getWebhookTopics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookTopic'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getWebhookWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookList'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postWebhookWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  putWebhookWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteWebhookWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postWebhookWebhooksByIdTopicsByTopicSubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        topic:
          | 'engage.item.created'
          | 'engage.item.changed'
          | 'engage.reply.sent'
          | 'engage.reply.delivered'
          | 'engage.reply.failed'
          | 'engage.note.created'
          | 'engage.case.opened'
          | 'engage.case.changed'
          | 'engage.case.closed'
          | 'engage.feed.shared'
          | 'automation.rule.error'
          | 'channel.connected'
          | 'channel.disconnected'
          | 'channel.needsReconnection'
          | 'export.ready'
          | 'user.invited'
          | 'user.deleted'
          | 'webhook.test';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postWebhookWebhooksByIdTopicsByTopicUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        topic:
          | 'engage.item.created'
          | 'engage.item.changed'
          | 'engage.reply.sent'
          | 'engage.reply.delivered'
          | 'engage.reply.failed'
          | 'engage.note.created'
          | 'engage.case.opened'
          | 'engage.case.changed'
          | 'engage.case.closed'
          | 'engage.feed.shared'
          | 'automation.rule.error'
          | 'channel.connected'
          | 'channel.disconnected'
          | 'channel.needsReconnection'
          | 'export.ready'
          | 'user.invited'
          | 'user.deleted'
          | 'webhook.test';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postWebhookWebhooksByIdTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookTestResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getWebhookWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        status?: 'pending' | 'succeeded' | 'failed';
        topic?:
          | 'engage.item.created'
          | 'engage.item.changed'
          | 'engage.reply.sent'
          | 'engage.reply.delivered'
          | 'engage.reply.failed'
          | 'engage.note.created'
          | 'engage.case.opened'
          | 'engage.case.changed'
          | 'engage.case.closed'
          | 'engage.feed.shared'
          | 'automation.rule.error'
          | 'channel.connected'
          | 'channel.disconnected'
          | 'channel.needsReconnection'
          | 'export.ready'
          | 'user.invited'
          | 'user.deleted'
          | 'webhook.test';
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postWebhookWebhooksByIdReplay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookReplayRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReplayResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getWebhookDeliveriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postWebhookDeliveriesByIdResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getWebhookOrganizationSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookSecret'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postWebhookOrganizationSecretRotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookSecret'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApi1UserByIdNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettings'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApi1UserByIdNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationSettingsChange'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettings'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getSupportUsers: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportUserResults'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiWhatsappBusinessAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppBusinessAccount'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiWhatsappPhoneNumbers: {
    parameters: {
      query: {
        businessAccountId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppPhoneNumberGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsappPhoneNumbers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppNewNumber'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppPhoneNumberGroup'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiWhatsappPhoneNumbersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiWhatsappChannels: {
    parameters: {
      query?: {
        deploymentId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppChannel'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsappChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppChannelRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppChannel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiWhatsappChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiWhatsapp2ChannelsByIdVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppVerification'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppChannel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiWhatsapp2ChannelsByIdVerification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppCodeRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppCodeSent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiWhatsapp2Channels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppChannel'][];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsapp2Channels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectChannelsRequest'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Channel'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiWhatsappDeploymentById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppDeployment'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiWhatsappDeploymentByIdActivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppDeploymentChannel'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppChannel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiWhatsappDeploymentByIdVerify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppDeploymentChannel'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppDeployment'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiWhatsappProfile: {
    parameters: {
      query: {
        channelId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppProfile'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsappProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppProfileUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppProfile'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiWhatsappProfile: {
    parameters: {
      query: {
        channelId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppProfile'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsappProfileUploadPhoto: {
    parameters: {
      query: {
        channelId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppPhoto'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiWhatsappTemplates: {
    parameters: {
      query: {
        channelId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppMessageTemplate'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  postApiWhatsappTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WhatsAppTemplateDraft'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WhatsAppMessageTemplate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiWhatsappTemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiSandboxWhatsappMessages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxWhatsAppMessageRequest'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxMessageDelivered'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiPublishChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishChannel'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiPublishItems: {
    parameters: {
      query?: {
        statuses?: string;
        visibility?: 'page' | 'hidden';
        since?: string;
        until?: string;
        channels?: string;
        sortBy?: 'newest' | 'oldest';
        limit?: number;
        resolveLinkMeta?: boolean;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishItemsPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiPublishPosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PostInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiPublishPostsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiPublishPostsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PostInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiPublishPostsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiPublishPostsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          scheduledAt?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiPublishPostsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PostRejection'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiPublishPostsByIdRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceSummary: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPerformanceSummary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceAll: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPerformanceRows'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceUsers: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPerformanceRows'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceBreakdown: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPerformanceBreakdown'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceCreatedAt: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamPerformanceCreatedAt'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasureTeamPerformanceExport: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
        part: 'all' | 'users' | 'summary' | 'breakdown' | 'createdAt';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file (switchboard-team-performance.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiMeasurePosts: {
    parameters: {
      query: {
        since: string;
        until: string;
        teamIds?: string;
        networks?: string;
        channels?: string;
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostPerformancePage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkQueries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedQuery'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiBenchmarkQueries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedQueryInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedQuery'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkQueriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedQuery'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiBenchmarkQueriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedQueryInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedQuery'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiBenchmarkQueriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiBenchmarkReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchmarkReport'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiBenchmarkReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BenchmarkReportInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchmarkReport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiBenchmarkReportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchmarkReport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiBenchmarkReportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BenchmarkReportInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchmarkReport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiBenchmarkReportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiBenchmarkReportsByIdSend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchmarkReport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiBenchmarkOutliers: {
    parameters: {
      query: {
        brandIds: string;
        since: string;
        until: string;
        networks?: string;
        teamId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Outlier'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrand: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiBenchmarkAppBrand: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrandIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrandChannelIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrandSlots: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelSlotDetails'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrandSlotSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelSlotSummary'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkAppBrandById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiBenchmarkAppBrandById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiBenchmarkAppBrandById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiBenchmarkBrandPublicChannel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandChannelAdd'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiBenchmarkBrandPublicChannelByBrandIdByPublicChannelId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        brandId: string;
        publicChannelId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiBenchmarkBrandPublicChannelByBrandId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        brandId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiBenchmarkOrganisationPublicChannel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicChannel'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkPublicChannelChannelGetChannels: {
    parameters: {
      query: {
        ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicChannel'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkSearchHandle: {
    parameters: {
      query: {
        keyword: string;
        networks?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuggestedChannelSearch'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiBenchmarkOnboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BrandOnboard'];
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Brand'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiBenchmarkInsightsBrands: {
    parameters: {
      query: {
        brandIds: string;
        since: string;
        until: string;
        networks?: string;
        teamId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BrandInsights'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkInsightsContent: {
    parameters: {
      query: {
        brandIds: string;
        since: string;
        until: string;
        networks?: string;
        teamId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContentAnalysis'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiBenchmarkInsightsContentFeed: {
    parameters: {
      query: {
        brandIds: string;
        since: string;
        until: string;
        networks?: string;
        teamId?: string;
        sortBy?: 'newest' | 'engagement' | 'reactions' | 'comments' | 'shares';
        type?: 'text' | 'photo' | 'video' | 'link' | 'reel' | 'short';
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContentFeedPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiAnalyticsEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalyticsEvent'];
      };
    };
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiListenAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenAlert'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiListenAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListenAlertInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenAlert'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiListenAlertsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenAlert'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiListenAlertsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListenAlertInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenAlert'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiListenAlertsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiSandboxListeningSpikes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListenSpikeRequest'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenSpike'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  deleteApiSandboxListeningSpikes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  getApiListenEmbed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListenEmbed'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiAdsAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccountList'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiAdsAccountsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccount'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiAdsAccountsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchApiAdsAccountsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdAccountUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccount'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAdsAccountsByIdDisconnect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccount'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAdsAccountsByIdReconnect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccount'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAdsConnectByNetwork: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdConnectStart'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAdsConnectByNetworkCallback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdConnectCallback'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdConnectGrant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAdsConnectByNetworkAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        network: 'facebook' | 'linkedin' | 'twitter' | 'tiktok';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdConnectChoice'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdAccount'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceOverview'];
        };
      };
      401: components['responses']['Error'];
    };
  };
  getApiAudiencePeople: {
    parameters: {
      query?: {
        search?: string;
        network?: string;
        sentiment?: string;
        label?: string;
        seenSince?: string;
        audienceId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudiencePeoplePage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiAudiencePeopleById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudiencePersonDetail'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  patchApiAudiencePeopleById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudiencePersonUpdate'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudiencePerson'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceAudiences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audience'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiAudienceAudiences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudienceInput'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audience'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiAudienceAudiencesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audience'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiAudienceAudiencesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudienceInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audience'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  deleteApiAudienceAudiencesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  putApiAudienceAudiencesByIdPin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AudiencePin'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audience'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceAudiencesByIdPeople: {
    parameters: {
      query?: {
        search?: string;
        network?: string;
        sentiment?: string;
        label?: string;
        seenSince?: string;
        audienceId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudiencePeoplePage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceMergeNominees: {
    parameters: {
      query?: {
        after?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeNomineesPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiAudienceMergeMerges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergePair'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeDecision'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiAudienceMergeDismissals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergePair'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeDecision'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiAudienceMergeByIdUndo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeDecision'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceImports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceImport'][];
        };
      };
      401: components['responses']['Error'];
    };
  };
  postApiAudienceImports: {
    parameters: {
      query: {
        mapping: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceImport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  getApiAudienceImportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AudienceImport'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAudienceImportsByIdErrors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file (import-errors.csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAdsAccountsByIdCampaigns: {
    parameters: {
      query?: {
        sort?: 'name' | 'status' | 'spend' | 'results' | 'startsAt';
        order?: 'asc' | 'desc';
        status?: 'active' | 'paused' | 'completed';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdCampaignPage'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAdsAccountsByIdCampaignsByCampaignId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        campaignId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdCampaignDetail'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  getApiAdsPostsByPostIdBoost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoostOptions'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  postApiAdsBoosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BoostRequest'];
      };
    };
    responses: {
      /** @description OK */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Boost'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
    };
  };
  postApiSandboxAdFailures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxAdFailureRequest'];
      };
    };
    responses: {
      /** @description Done */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
}
