import type { MessageDescriptor } from '@lingui/core';

/**
 * The web app's shell, sign-in and start-up texts: the sidebar, the platform menu, the banners
 * and the pages shown before an area loads.
 */
export const shellMessages = {
  logo: /*i18n*/ {
    id: 'shell.logo',
    message: 'Social Media Management',
    comment: 'The sidebar logo text (platform §2).',
  },
  logoShort: /*i18n*/ {
    id: 'shell.logoShort',
    message: 'SMM',
    comment: "The logo's short form, on the sidebar's narrow rail of icons (under 1280 px wide).",
  },
  mainNavigation: /*i18n*/ { id: 'shell.mainNavigation', message: 'Main navigation' },
  locked: /*i18n*/ {
    id: 'shell.locked',
    message: 'locked',
    comment: "Beside an area the package has but the user's access does not.",
  },
  assuming: /*i18n*/ {
    id: 'shell.assuming',
    message: 'Assuming {name}',
    comment: "Support staff act in this person's account.",
  },
  platformMenu: /*i18n*/ {
    id: 'shell.platformMenu',
    message: 'Account menu of {name}',
    comment: "The accessible name of the platform menu's button.",
  },
  team: /*i18n*/ { id: 'shell.team', message: 'Working as team' },
  adminTeam: /*i18n*/ {
    id: 'shell.adminTeam',
    message: 'Admin (whole organisation)',
    comment: "The team switcher's entry for working without a team.",
  },
  organisation: /*i18n*/ { id: 'shell.organisation', message: 'Switch organisation' },
  switchFailed: /*i18n*/ {
    id: 'shell.switchFailed',
    message: 'Could not switch: {reason}',
  },
  urlShortener: /*i18n*/ { id: 'shell.urlShortener', message: 'Shorten a link' },
  urlToShorten: /*i18n*/ { id: 'shell.urlToShorten', message: 'Link to shorten' },
  shorten: /*i18n*/ { id: 'shell.shorten', message: 'Shorten' },
  shortened: /*i18n*/ { id: 'shell.shortened', message: 'Short link' },
  copy: /*i18n*/ { id: 'shell.copy', message: 'Copy' },
  copied: /*i18n*/ { id: 'shell.copied', message: 'The short link has been copied' },
  profile: /*i18n*/ { id: 'shell.profile', message: 'Your profile' },
  aiFeatures: /*i18n*/ { id: 'shell.aiFeatures', message: 'AI features' },
  unread: /*i18n*/ {
    id: 'shell.unread',
    message: '{count} unread notifications',
  },
  signOut: /*i18n*/ { id: 'shell.signOut', message: 'Sign out' },
  signingOut: /*i18n*/ { id: 'shell.signingOut', message: 'Signing out…' },
  starting: /*i18n*/ { id: 'shell.starting', message: 'Loading Switchboard…' },
  startFailed: /*i18n*/ {
    id: 'shell.startFailed',
    message: 'Switchboard could not start: {reason}',
  },
  tryAgain: /*i18n*/ { id: 'shell.tryAgain', message: 'Try again' },
  comingSoon: /*i18n*/ {
    id: 'shell.comingSoon',
    message: '{area} is coming soon to Switchboard.',
    comment: 'Shown in an area of the product that is not built yet.',
  },
  thisPage: /*i18n*/ { id: 'shell.thisPage', message: 'This page' },
  welcome: /*i18n*/ { id: 'shell.welcome', message: 'Welcome, {name}' },
  welcomeBody: /*i18n*/ {
    id: 'shell.welcomeBody',
    message: 'Choose an area on the left to start working.',
  },
  maintenance: /*i18n*/ {
    id: 'shell.maintenance',
    message: 'Scheduled maintenance from {start} to {end}: {message}',
  },
  unsupportedBrowserBody: /*i18n*/ {
    id: 'shell.unsupportedBrowserBody',
    message:
      'Switchboard needs a current version of Chrome, Edge, Firefox or Safari. Please update your browser or open Switchboard in another one.',
  },
  signInTitle: /*i18n*/ { id: 'shell.signInTitle', message: 'Sign in to Switchboard' },
  email: /*i18n*/ { id: 'shell.email', message: 'E-mail address' },
  password: /*i18n*/ { id: 'shell.password', message: 'Password' },
  signIn: /*i18n*/ { id: 'shell.signIn', message: 'Sign in' },
  signingIn: /*i18n*/ { id: 'shell.signingIn', message: 'Signing in…' },
} as const satisfies Record<string, MessageDescriptor>;

/** The names of the product's areas, by sidebar button id (`@smm/access`'s `sidebarButtons`). */
export const areaMessages = {
  home: /*i18n*/ { id: 'area.home', message: 'Home' },
  engage: /*i18n*/ { id: 'area.engage', message: 'Engage' },
  publish: /*i18n*/ { id: 'area.publish', message: 'Publish' },
  measure: /*i18n*/ { id: 'area.measure', message: 'Measure' },
  benchmark: /*i18n*/ { id: 'area.benchmark', message: 'Benchmark' },
  listen: /*i18n*/ { id: 'area.listen', message: 'Listen' },
  ads: /*i18n*/ { id: 'area.ads', message: 'Ads' },
  audience: /*i18n*/ { id: 'area.audience', message: 'Audience' },
  notifications: /*i18n*/ { id: 'area.notifications', message: 'Notifications' },
  settings: /*i18n*/ { id: 'area.settings', message: 'Settings' },
} as const satisfies Record<string, MessageDescriptor>;
