/**
 * The texts of charts (issue 31, decision 0078): the toggle between a chart and its table, the
 * picture's description for screen readers and the empty chart.
 */
export const chartMessages = {
  showTable: /*i18n*/ {
    id: 'chart.showTable',
    message: 'Show as table',
    comment: 'Chart: button that shows the chart’s values as a table instead of the picture.',
  },
  showChart: /*i18n*/ {
    id: 'chart.showChart',
    message: 'Show as chart',
    comment: 'Chart: button that shows the picture again instead of the table.',
  },
  summary: /*i18n*/ {
    id: 'chart.summary',
    message: '{title}: {series}, from {first} to {last}. The values are in the table that follows.',
    comment:
      'Chart: what screen readers read for the picture. {series} lists the series (brands, networks); {first} and {last} are the first and last labels of the x axis.',
  },
  noData: /*i18n*/ {
    id: 'chart.noData',
    message: 'No data for this period.',
    comment: 'Chart: shown instead of a chart without any value.',
  },
};
