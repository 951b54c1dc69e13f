/**
 * @smm/access: what an organisation and a user may see and do. The web app gates routes, the
 * sidebar, widgets and menus with it; the API server authorises with the same functions. See
 * README.md.
 */
export {
  AREAS,
  CUSTOM_PACKAGE,
  DEFAULT_PACKAGE,
  detectPackage,
  FEATURES,
  hasArea,
  hasNotificationCentre,
  packageDefinitions,
  packageHome,
} from './package.rules.js';
export type { Area, Feature, PackageDefinition, PackageName } from './package.rules.js';
export { isRouteAllowed, resolveRoute, routePattern, VIEW_IDS } from './route.rules.js';
export type { RouteContext, RouteResolution, ViewId } from './route.rules.js';
export { areaId, areaLabel, homeWidgets, sidebarButtons } from './shell.rules.js';
export type { HomeWidget, SidebarButton } from './shell.rules.js';
export { homeLayout, moveWidget, showWidget } from './home-layout.rules.js';
export type { HomeWidgetSetting } from './home-layout.rules.js';
export {
  canLoadFullOrganisation,
  canLoadOrganisation,
  isMember,
  isSuperUser,
  isTeamLeader,
  roleLabel,
  SUPER_USER_ROLE,
} from './role.rules.js';
export type { RoleTeam, RoleUser } from './role.rules.js';
export {
  canAddTeamMember,
  canManageAdAccounts,
  canManageChannel,
  canManageChannels,
  channelManagingTeams,
  canManageTemplates,
  canManageTeam,
  CHANNEL_ROLES,
  POST_PERMISSIONS,
  postPermissions,
  roleAbilities,
} from './management.rules.js';
export type { ManagedTeam, RoleAbilities } from './management.rules.js';
export {
  addableMembers,
  canCreateTeam,
  managedTeams,
  memberRights,
  teamRights,
} from './team.rules.js';
export type {
  MemberRights,
  TeamDenial,
  TeamMemberSubject,
  TeamRights,
  TeamVerdict,
} from './team.rules.js';
export { canManageBrands } from './brand.rules.js';
export {
  isSettingsView,
  SETTINGS_GROUPS,
  SETTINGS_VIEW_IDS,
  settingsAccess,
  settingsAreaOf,
  settingsNavigation,
  settingsPackageHas,
} from './settings.rules.js';
export type {
  SettingsAccess,
  SettingsArea,
  SettingsAreaId,
  SettingsAreaState,
  SettingsContext,
  SettingsGroup,
  SettingsGroupId,
  SettingsViewId,
} from './settings.rules.js';
export {
  changeGroupChannels,
  channelGroupRights,
  channelManagement,
  trackingTemplateRights,
} from './channel-group.rules.js';
export type { ChannelManagement, GroupChange, SharedSetRights } from './channel-group.rules.js';
export { visibleChannels, visibleTeams, visibleUsers } from './visibility.rules.js';
export type { ChannelContextSwitch } from './visibility.rules.js';
export {
  ADMIN_TEAM_ENTRY,
  canSwitchOrganisation,
  isAudienceAvailable,
  teamSwitcher,
} from './switcher.rules.js';
export type { AudienceAccess, TeamSwitcher } from './switcher.rules.js';
export {
  benchmarkMenu,
  chooseBenchmarkItem,
  chooseBenchmarkTeam,
  LEGACY_BENCHMARK_HREF,
} from './benchmark-menu.rules.js';
export type {
  BenchmarkMenu,
  BenchmarkMenuContext,
  BenchmarkMenuEvent,
  BenchmarkMenuItem,
  BenchmarkMenuSection,
  MenuClick,
} from './benchmark-menu.rules.js';
export {
  DEFAULT_USER_QUERY,
  isInTeam,
  matchesUserSearch,
  ROLE_LABELS,
  userList,
} from './user-list.rules.js';
export type { ListedUser, UserListQuery, UserSort } from './user-list.rules.js';
export { accountLinkPage } from './public-page.rules.js';
export type { AccountLinkPage } from './public-page.rules.js';
export {
  addressSegments,
  adAccountIdOf,
  CONSIDERED_SEGMENTS,
  selectAdAccount,
  withAdAccountId,
} from './ad-account-path.rules.js';
export type { AdAccountSelection } from './ad-account-path.rules.js';
