/**
 * The texts of Measure (issue 31, decisions 0077, 0086, 0087): the team performance dashboard,
 * its filters, cards, tables and charts, and published posts' performance.
 */
export const measureMessages = {
  title: /*i18n*/ {
    id: 'measure.title',
    message: 'Team performance',
    comment: "Measure: the dashboard's heading.",
  },
  intro: /*i18n*/ {
    id: 'measure.intro',
    message:
      'How your team answers customers on the channels you see, and how your published posts perform.',
    comment: 'Measure: the line under the heading.',
  },
  filters: /*i18n*/ {
    id: 'measure.filters',
    message: 'Filters',
    comment: 'Measure: the accessible name of the filter bar.',
  },
  period: /*i18n*/ {
    id: 'measure.period',
    message: 'Period',
    comment: 'Measure: label of the period picker.',
  },
  last7: /*i18n*/ {
    id: 'measure.last7',
    message: 'Last 7 days',
    comment: 'Measure: period option.',
  },
  last30: /*i18n*/ {
    id: 'measure.last30',
    message: 'Last 30 days',
    comment: 'Measure: period option.',
  },
  last90: /*i18n*/ {
    id: 'measure.last90',
    message: 'Last 90 days',
    comment: 'Measure: period option.',
  },
  custom: /*i18n*/ {
    id: 'measure.custom',
    message: 'Custom dates',
    comment: 'Measure: period option: the person picks the first and last day.',
  },
  from: /*i18n*/ {
    id: 'measure.from',
    message: 'First day',
    comment: "Measure: label of the custom period's first day.",
  },
  to: /*i18n*/ {
    id: 'measure.to',
    message: 'Last day',
    comment: "Measure: label of the custom period's last day.",
  },
  periodInvalid: /*i18n*/ {
    id: 'measure.periodInvalid',
    message: 'Pick a last day on or after the first, at most 400 days later.',
    comment: 'Measure: error of a custom period that ends before it starts or is too long.',
  },
  zone: /*i18n*/ {
    id: 'measure.zone',
    message: 'Days in {zone}',
    comment:
      'Measure: which time zone the days are counted in. {zone} is an IANA zone like Europe/Berlin.',
  },
  teamFilter: /*i18n*/ {
    id: 'measure.teamFilter',
    message: 'Filter by team',
    comment: 'Measure: label of the team filter.',
  },
  allTeams: /*i18n*/ {
    id: 'measure.allTeams',
    message: 'All teams',
    comment: 'Measure: team filter option: no filter.',
  },
  networkFilter: /*i18n*/ {
    id: 'measure.networkFilter',
    message: 'Filter by network',
    comment: 'Measure: label of the network filter.',
  },
  allNetworks: /*i18n*/ {
    id: 'measure.allNetworks',
    message: 'All networks',
    comment: 'Measure: network filter option: no filter.',
  },
  summary: /*i18n*/ {
    id: 'measure.summary',
    message: 'Summary',
    comment: 'Measure: title of the summary card.',
  },
  received: /*i18n*/ {
    id: 'measure.received',
    message: 'Received',
    comment: "Measure: customers' items that arrived in the period.",
  },
  handled: /*i18n*/ {
    id: 'measure.handled',
    message: 'Handled',
    comment: 'Measure: items answered or closed (marked read, hidden or spam).',
  },
  answered: /*i18n*/ {
    id: 'measure.answered',
    message: 'Answered',
    comment: 'Measure: items that got an answer of ours.',
  },
  median: /*i18n*/ {
    id: 'measure.median',
    message: 'Median first response',
    comment: 'Measure: the median time from an item to our first answer.',
  },
  p90: /*i18n*/ {
    id: 'measure.p90',
    message: '90th percentile first response',
    comment: 'Measure: 90 % of first answers came within this time.',
  },
  noAnswer: /*i18n*/ {
    id: 'measure.noAnswer',
    message: 'No answers',
    comment: 'Measure: shown instead of a response time when nothing was answered.',
  },
  byTeam: /*i18n*/ {
    id: 'measure.byTeam',
    message: 'First response by team',
    comment: 'Measure: title of the table by team.',
  },
  byPerson: /*i18n*/ {
    id: 'measure.byPerson',
    message: 'First response by person',
    comment: 'Measure: title of the table by person.',
  },
  columnTeam: /*i18n*/ {
    id: 'measure.columnTeam',
    message: 'Team',
    comment: 'Measure: column header: the team.',
  },
  columnPerson: /*i18n*/ {
    id: 'measure.columnPerson',
    message: 'Person',
    comment: 'Measure: column header: the person.',
  },
  columnReplies: /*i18n*/ {
    id: 'measure.columnReplies',
    message: 'First answers',
    comment: 'Measure: column header: how many items this team or person answered first.',
  },
  columnMedian: /*i18n*/ {
    id: 'measure.columnMedian',
    message: 'Median',
    comment: 'Measure: column header: median first-response time.',
  },
  columnP90: /*i18n*/ {
    id: 'measure.columnP90',
    message: '90th percentile',
    comment: 'Measure: column header: 90th percentile of the first-response time.',
  },
  rowsEmpty: /*i18n*/ {
    id: 'measure.rowsEmpty',
    message: 'Nobody answered or closed an item in this period.',
    comment: 'Measure: empty table by team or person.',
  },
  volume: /*i18n*/ {
    id: 'measure.volume',
    message: 'Inbox volume by network and type',
    comment: 'Measure: title of the chart of items by network and item type.',
  },
  volumeChart: /*i18n*/ {
    id: 'measure.volumeChart',
    message: 'Items per network, by type',
    comment: 'Measure: caption of the chart in the inbox volume card.',
  },
  overTimeChart: /*i18n*/ {
    id: 'measure.overTimeChart',
    message: 'Items per day, by sentiment',
    comment: 'Measure: caption of the chart in the items over time card.',
  },
  network: /*i18n*/ {
    id: 'measure.network',
    message: 'Network',
    comment: 'Measure: the x axis / first column: the network.',
  },
  overTime: /*i18n*/ {
    id: 'measure.overTime',
    message: 'Items and sentiment over time',
    comment: 'Measure: title of the chart of items per day by sentiment.',
  },
  day: /*i18n*/ {
    id: 'measure.day',
    message: 'Day',
    comment: 'Measure: the x axis / first column: the day.',
  },
  posts: /*i18n*/ {
    id: 'measure.posts',
    message: "Published posts' performance",
    comment: 'Measure: title of the card of published posts.',
  },
  postsTotals: /*i18n*/ {
    id: 'measure.postsTotals',
    message: '{posts, plural, one {# post} other {# posts}} published, {engagement} interactions',
    comment: 'Measure: totals of the published posts. {engagement} is a formatted number.',
  },
  engagementChart: /*i18n*/ {
    id: 'measure.engagementChart',
    message: 'Engagement of the most engaging posts',
    comment: 'Measure: title of the chart of reactions, comments and shares per post.',
  },
  post: /*i18n*/ {
    id: 'measure.post',
    message: 'Post',
    comment: 'Measure: column header: the post (its text).',
  },
  channel: /*i18n*/ {
    id: 'measure.channel',
    message: 'Channel',
    comment: 'Measure: column header: the channel.',
  },
  publishedAt: /*i18n*/ {
    id: 'measure.publishedAt',
    message: 'Published',
    comment: 'Measure: column header: when the post was published.',
  },
  reactions: /*i18n*/ {
    id: 'measure.reactions',
    message: 'Reactions',
    comment: 'Measure: column header / series: reactions (likes).',
  },
  comments: /*i18n*/ {
    id: 'measure.comments',
    message: 'Comments',
    comment: 'Measure: column header / series: comments.',
  },
  shares: /*i18n*/ {
    id: 'measure.shares',
    message: 'Shares',
    comment: 'Measure: column header / series: shares.',
  },
  views: /*i18n*/ {
    id: 'measure.views',
    message: 'Views',
    comment: 'Measure: column header: views.',
  },
  engagement: /*i18n*/ {
    id: 'measure.engagement',
    message: 'Engagement',
    comment: 'Measure: column header: reactions + comments + shares.',
  },
  openPost: /*i18n*/ {
    id: 'measure.openPost',
    message: 'Open the post on {network}',
    comment: 'Measure: link to the published post on its network. {network} is a network name.',
  },
  postsEmpty: /*i18n*/ {
    id: 'measure.postsEmpty',
    message: 'No posts were published in this period.',
    comment: 'Measure: empty state of published posts.',
  },
  empty: /*i18n*/ {
    id: 'measure.empty',
    message: 'No customer items in this period',
    comment: 'Measure: empty state heading when nothing arrived.',
  },
  emptyBody: /*i18n*/ {
    id: 'measure.emptyBody',
    message:
      'Nothing arrived from customers on the channels you see. Pick a longer period or other filters.',
    comment: 'Measure: empty state text.',
  },
  exportCsv: /*i18n*/ {
    id: 'measure.exportCsv',
    message: 'Export CSV',
    comment: "Measure: button that downloads the card's data as a CSV file.",
  },
  exportLabel: /*i18n*/ {
    id: 'measure.exportLabel',
    message: 'Export {part} as CSV',
    comment: "Measure: accessible name of a card's export button. {part} is the card's title.",
  },
  exportFailed: /*i18n*/ {
    id: 'measure.exportFailed',
    message: 'The export failed:',
    comment: "Measure: before the server's reason an export failed.",
  },
  loadFailed: /*i18n*/ {
    id: 'measure.loadFailed',
    message: 'Could not load this part:',
    comment: "Measure: before the server's reason a card failed to load.",
  },
  retry: /*i18n*/ {
    id: 'measure.retry',
    message: 'Try again',
    comment: 'Measure: button that loads a failed card again.',
  },
  loading: /*i18n*/ {
    id: 'measure.loading',
    message: 'Loading {part}',
    comment:
      "Measure: accessible name of a card's loading placeholder. {part} is the card's title.",
  },
  typeMessagethread: /*i18n*/ {
    id: 'measure.typeMessagethread',
    message: 'Message thread',
    comment: 'Measure: item type.',
  },
  typeEmail: /*i18n*/ {
    id: 'measure.typeEmail',
    message: 'E-mail',
    comment: 'Measure: item type.',
  },
  typeVideo: /*i18n*/ {
    id: 'measure.typeVideo',
    message: 'Video',
    comment: 'Measure: item type.',
  },
  typeConversation: /*i18n*/ {
    id: 'measure.typeConversation',
    message: 'Conversation',
    comment: 'Measure: item type.',
  },
  typeMention: /*i18n*/ {
    id: 'measure.typeMention',
    message: 'Mention',
    comment: 'Measure: item type.',
  },
};
