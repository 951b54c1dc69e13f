import type { ManageSectionProps } from './manage.props.js';

/**
 * Scheduled reports, saved queries and outliers (`#/benchmark/manage/scheduled#reports|queries|
 * outliers`). Placeholder until the section is built: the area mounts it as it is.
 */
export default function ManageSection(props: ManageSectionProps) {
  return <section aria-label={props.fragment} />;
}
