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
     * Sign out: end the session of a refresh token
     * @description Access: Anyone; no token needed.
     */
    post: operations['postAuthLogout'];
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** AssignableUser */
    AssignableUser: {
      id: string;
      name: string;
      teamIds?: string[];
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
      campaignTrackingMappings?: Record<string, never>[];
      campaignTrackingTemplateId?: string | null;
    };
    /** ChannelPermissions */
    ChannelPermissions: {
      approvePost: boolean;
      createPost: boolean;
      publishPost: boolean;
      savePostAsDraft: boolean;
      submitPostForApproval: boolean;
    };
    /** ContextSwitch */
    ContextSwitch: {
      teamId: string | null;
    };
    /** JsonWebKeySet */
    JsonWebKeySet: {
      keys: Record<string, never>[];
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
    /** Localisation */
    Localisation: {
      locale: string;
    };
    /** LoginRequest */
    LoginRequest: {
      email: string;
      password: string;
    };
    /** RefreshRequest */
    RefreshRequest: {
      refreshToken: string;
    };
    /** RoleMembership */
    RoleMembership: {
      id: string;
      /** @enum {string} */
      role: 'EDITOR' | 'CONTENT_CREATOR' | 'MODERATOR' | 'VIEW_ONLY';
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
    /** TeamPermissions */
    TeamPermissions: {
      manageAdAccounts: boolean;
      manageChannels: boolean;
      manageTemplates: boolean;
      manageUser: boolean;
    };
    /** TokenResponse */
    TokenResponse: {
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      /** @constant */
      tokenType: 'Bearer';
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
}
