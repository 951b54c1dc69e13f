/**
 * @smm/ui: the design system. Importing it applies the theme (light, dark by `data-theme` or
 * the system's preference); components use its `vars` and `sprinkles`. See README.md.
 */
export { vars } from './theme/theme.css.js';
export { sprinkles } from './theme/sprinkles.css.js';
export type { Sprinkles } from './theme/sprinkles.css.js';
export { darkColors, lightColors } from './theme/palette.js';
export type { ThemeColors } from './theme/palette.js';
export { contrastRatio } from './theme/contrast.js';

export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.js';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.js';
export { Icon } from './Icon/Icon.js';
export type { IconProps } from './Icon/Icon.js';
export { ICON_NAMES } from './Icon/icons.js';
export type { IconName } from './Icon/icons.js';
export { NetworkIcon } from './NetworkIcon/NetworkIcon.js';
export type { NetworkIconProps } from './NetworkIcon/NetworkIcon.js';
export {
  KNOWN_NETWORKS,
  knownNetwork,
  networkColour,
  networkGlyphColour,
  networkName,
} from './NetworkIcon/networkIcon.rules.js';
export type { KnownNetwork } from './NetworkIcon/networkIcon.rules.js';
export { Button } from './Button/Button.js';
export type { ButtonProps, ButtonVariant } from './Button/Button.js';
export { IconButton } from './IconButton/IconButton.js';
export type { IconButtonProps } from './IconButton/IconButton.js';
export { Badge } from './Badge/Badge.js';
export type { BadgeProps, BadgeTone } from './Badge/Badge.js';
export { badgeCount, MAX_BADGE_COUNT } from './Badge/badge.rules.js';
export { Avatar } from './Avatar/Avatar.js';
export type { AvatarProps, AvatarSize } from './Avatar/Avatar.js';
export { initials } from './Avatar/avatar.rules.js';

export { Input } from './Input/Input.js';
export type { InputProps } from './Input/Input.js';
export { TextArea } from './TextArea/TextArea.js';
export type { TextAreaProps } from './TextArea/TextArea.js';
export { Select } from './Select/Select.js';
export type { SelectOption, SelectProps } from './Select/Select.js';
export { Checkbox } from './Checkbox/Checkbox.js';
export type { CheckboxProps } from './Checkbox/Checkbox.js';
export { ChannelPicker } from './ChannelPicker/ChannelPicker.js';
export type { ChannelPickerProps } from './ChannelPicker/ChannelPicker.js';
export {
  groupChannels,
  groupSelection,
  matchesQuery,
  searchPicker,
  toggleChannel,
  toggleGroup,
} from './ChannelPicker/channelPicker.rules.js';
export type {
  GroupSelection,
  PickerChannel,
  PickerGroup,
} from './ChannelPicker/channelPicker.rules.js';

export { Menu } from './Menu/Menu.js';
export type { MenuProps } from './Menu/Menu.js';
export type { MenuEntry, MenuGroup, MenuItem, MenuSeparator } from './Menu/menu.types.js';
export { menuItems } from './Menu/menu.types.js';
export { menuButtonKey, menuKey } from './Menu/menu.keys.js';
export type { MenuKeyAction } from './Menu/menu.keys.js';
export { Tabs } from './Tabs/Tabs.js';
export type { TabItem, TabsProps } from './Tabs/Tabs.js';
export { selectedIndex, tabsKey } from './Tabs/tabs.keys.js';
export type { TabsOrientation } from './Tabs/tabs.keys.js';
export { Tooltip } from './Tooltip/Tooltip.js';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip/Tooltip.js';

export { Modal } from './Modal/Modal.js';
export type { ModalProps } from './Modal/Modal.js';
export { DEFAULT_MODAL_WIDTH, closeReason, isModalWidth, isOutside } from './Modal/modal.rules.js';
export type { Box, ModalCloseKind, ModalWidth } from './Modal/modal.rules.js';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.js';
export { Toast } from './Toast/Toast.js';
export type { ToastProps } from './Toast/Toast.js';
export { ToastRegion } from './Toast/ToastRegion.js';
export type { ToastPlacement, ToastRegionProps } from './Toast/ToastRegion.js';
export { toastIcon, toastRole, toastTone } from './Toast/toast.rules.js';
export type { ToastData, ToastKind, ToastTone } from './Toast/toast.rules.js';
export { Banner } from './Banner/Banner.js';
export type { BannerProps, BannerTone } from './Banner/Banner.js';
export { EmptyState } from './EmptyState/EmptyState.js';
export type { EmptyStateProps } from './EmptyState/EmptyState.js';
export { Skeleton, SkeletonBlock } from './Skeleton/Skeleton.js';
export type { SkeletonBlockProps, SkeletonProps } from './Skeleton/Skeleton.js';
export { skeletonWidths } from './Skeleton/skeleton.rules.js';
