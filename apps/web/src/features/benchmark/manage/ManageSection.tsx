import { useMemo } from 'react';
import { manageCalls } from './manage.calls.js';
import type { ManageSectionProps } from './manage.props.js';
import { OutliersPanel } from './OutliersPanel.js';
import { QueriesPanel } from './QueriesPanel.js';
import { ReportsPanel } from './ReportsPanel.js';

/**
 * Scheduled reports, saved queries and outliers (`#/benchmark/manage/scheduled#reports|queries|
 * outliers`; decisions 0081, 0082): the benchmark area mounts it lazily for the menu's entry.
 */
export default function ManageSection(props: ManageSectionProps) {
  const calls = useMemo(() => manageCalls(props.api), [props.api]);
  switch (props.fragment) {
    case 'reports':
      return <ReportsPanel {...props} calls={calls} />;
    case 'queries':
      return <QueriesPanel {...props} calls={calls} />;
    case 'outliers':
      return <OutliersPanel {...props} calls={calls} />;
  }
}
