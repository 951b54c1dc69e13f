/**
 * The texts of Home (issue 30, decision 0073): the greeting, the widgets (publishing, inbox,
 * performance, audience, listening) with their links, states and figures, and the dialog that
 * orders and hides them.
 */
export const homeMessages = {
  greetingMorning: /*i18n*/ {
    id: 'home.greetingMorning',
    message: 'Good morning, {name}',
    comment: 'Home: greeting before noon in the person’s time zone.',
  },
  greetingAfternoon: /*i18n*/ {
    id: 'home.greetingAfternoon',
    message: 'Good afternoon, {name}',
    comment: 'Home: greeting from noon to 6 pm.',
  },
  greetingEvening: /*i18n*/ {
    id: 'home.greetingEvening',
    message: 'Good evening, {name}',
    comment: 'Home: greeting after 6 pm.',
  },
  intro: /*i18n*/ {
    id: 'home.intro',
    message: 'What is happening on your channels, at a glance.',
    comment: 'Home: line under the greeting.',
  },
  customise: /*i18n*/ {
    id: 'home.customise',
    message: 'Customise home',
    comment: 'Home: button that opens the dialog to order and hide widgets; also its title.',
  },
  customiseIntro: /*i18n*/ {
    id: 'home.customiseIntro',
    message: 'Choose which widgets Home shows and in which order.',
    comment: 'Customise dialog: explanation.',
  },
  widgetsList: /*i18n*/ {
    id: 'home.widgetsList',
    message: 'Your widgets',
    comment: 'Customise dialog: accessible name of the list of widgets.',
  },
  show: /*i18n*/ {
    id: 'home.show',
    message: 'Show {widget}',
    comment: 'Customise dialog: checkbox that shows or hides a widget.',
  },
  moveUp: /*i18n*/ {
    id: 'home.moveUp',
    message: 'Move {widget} up',
    comment: 'Customise dialog: button that moves a widget one place up.',
  },
  moveDown: /*i18n*/ {
    id: 'home.moveDown',
    message: 'Move {widget} down',
    comment: 'Customise dialog: button that moves a widget one place down.',
  },
  moved: /*i18n*/ {
    id: 'home.moved',
    message: '{widget} is now in place {position} of {count}.',
    comment: 'Customise dialog: read out after a widget moved.',
  },
  save: /*i18n*/ {
    id: 'home.save',
    message: 'Save',
    comment: 'Customise dialog: saves the order and visibility.',
  },
  cancel: /*i18n*/ {
    id: 'home.cancel',
    message: 'Cancel',
    comment: 'Customise dialog: closes without saving.',
  },
  saved: /*i18n*/ {
    id: 'home.saved',
    message: 'Your home is saved.',
    comment: 'Toast after saving the home configuration.',
  },
  saveFailed: /*i18n*/ {
    id: 'home.saveFailed',
    message: 'Your home could not be saved. Try again.',
    comment: 'Toast when saving the home configuration failed.',
  },
  configFailed: /*i18n*/ {
    id: 'home.configFailed',
    message: 'Your widgets could not be loaded.',
    comment: 'Home: the configuration could not be read.',
  },
  allHidden: /*i18n*/ {
    id: 'home.allHidden',
    message: 'All widgets are hidden',
    comment: 'Home: empty state when every widget is hidden.',
  },
  allHiddenBody: /*i18n*/ {
    id: 'home.allHiddenBody',
    message: 'Show the ones you need again with “Customise home”.',
    comment: 'Home: what to do when every widget is hidden.',
  },
  retry: /*i18n*/ {
    id: 'home.retry',
    message: 'Try again',
    comment: 'Home widget: button that loads a failed widget again.',
  },
  loadFailed: /*i18n*/ {
    id: 'home.loadFailed',
    message: 'This widget could not be loaded.',
    comment: 'Home widget: error title.',
  },
  loading: /*i18n*/ {
    id: 'home.loading',
    message: 'Loading {widget}…',
    comment: 'Home widget: read out while a widget loads.',
  },
  last7Days: /*i18n*/ {
    id: 'home.last7Days',
    message: 'Last 7 days',
    comment: 'Home widget: the period of the figures.',
  },

  publishing: /*i18n*/ {
    id: 'home.publishing',
    message: 'Publishing',
    comment: 'Home: title of the publishing widget.',
  },
  openPublish: /*i18n*/ {
    id: 'home.openPublish',
    message: 'Open Publish',
    comment: 'Home: link from the publishing widget to the publish area.',
  },
  publishingIntro: /*i18n*/ {
    id: 'home.publishingIntro',
    message: 'Posts from 3 days ago to 3 days ahead, times in {zone}.',
    comment: 'Publishing widget: the window and the time zone of its times.',
  },
  publishingEmpty: /*i18n*/ {
    id: 'home.publishingEmpty',
    message: 'Nothing published or planned this week',
    comment: 'Publishing widget: empty state title.',
  },
  publishingEmptyBody: /*i18n*/ {
    id: 'home.publishingEmptyBody',
    message: 'Plan a post, and it shows here on its day.',
    comment: 'Publishing widget: empty state text.',
  },
  createPost: /*i18n*/ {
    id: 'home.createPost',
    message: 'Create a post',
    comment: 'Publishing widget: link to the publish area to create a post.',
  },
  today: /*i18n*/ {
    id: 'home.today',
    message: 'Today',
    comment: 'Publishing widget: the current day’s heading.',
  },
  statusPublished: /*i18n*/ {
    id: 'home.statusPublished',
    message: 'Published',
    comment: 'Publishing widget: status badge.',
  },
  statusScheduled: /*i18n*/ {
    id: 'home.statusScheduled',
    message: 'Scheduled',
    comment: 'Publishing widget: status badge.',
  },
  statusScheduledError: /*i18n*/ {
    id: 'home.statusScheduledError',
    message: 'Failed',
    comment: 'Publishing widget: status badge of a post a network refused.',
  },
  noText: /*i18n*/ {
    id: 'home.noText',
    message: 'Post without text',
    comment: 'Publishing widget: a post that has only media.',
  },

  engage: /*i18n*/ {
    id: 'home.engage',
    message: 'Inbox',
    comment: 'Home: title of the engage widget.',
  },
  openInbox: /*i18n*/ {
    id: 'home.openInbox',
    message: 'Open the inbox',
    comment: 'Home: link from the engage widget to the inbox.',
  },
  unread: /*i18n*/ {
    id: 'home.unread',
    message: 'Unread',
    comment: 'Engage widget: figure of unread items.',
  },
  assignedToMe: /*i18n*/ {
    id: 'home.assignedToMe',
    message: 'Assigned to you',
    comment: 'Engage widget: figure of items assigned to the reader.',
  },
  waitingTitle: /*i18n*/ {
    id: 'home.waitingTitle',
    message: 'Waiting longest for an answer',
    comment: 'Engage widget: heading of the list of waiting items.',
  },
  waitingSince: /*i18n*/ {
    id: 'home.waitingSince',
    message: 'Waiting since {time}',
    comment: 'Engage widget: since when a customer waits.',
  },
  waitingEmpty: /*i18n*/ {
    id: 'home.waitingEmpty',
    message: 'Nobody is waiting for an answer.',
    comment: 'Engage widget: no item waits.',
  },
  openItem: /*i18n*/ {
    id: 'home.openItem',
    message: 'Open the message of {sender} in the inbox',
    comment: 'Engage widget: accessible name of a waiting item’s link.',
  },
  unknownSender: /*i18n*/ {
    id: 'home.unknownSender',
    message: 'Someone',
    comment: 'Engage widget: a sender without a name.',
  },

  measure: /*i18n*/ {
    id: 'home.measure',
    message: 'Performance',
    comment: 'Home: title of the measure widget.',
  },
  openMeasure: /*i18n*/ {
    id: 'home.openMeasure',
    message: 'Open Measure',
    comment: 'Home: link from the measure widget to the measure area.',
  },
  received: /*i18n*/ {
    id: 'home.received',
    message: 'Received',
    comment: 'Measure widget: customers’ messages received.',
  },
  answered: /*i18n*/ {
    id: 'home.answered',
    message: 'Answered',
    comment: 'Measure widget: of those, answered.',
  },
  medianResponse: /*i18n*/ {
    id: 'home.medianResponse',
    message: 'Median first response',
    comment: 'Measure widget: median time to the first answer.',
  },
  noResponse: /*i18n*/ {
    id: 'home.noResponse',
    message: 'No answers yet',
    comment: 'Measure widget: median when nothing was answered.',
  },
  measureEmpty: /*i18n*/ {
    id: 'home.measureEmpty',
    message: 'No messages in the last 7 days',
    comment: 'Measure widget: empty state title.',
  },
  measureEmptyBody: /*i18n*/ {
    id: 'home.measureEmptyBody',
    message: 'Figures appear once customers write to your channels.',
    comment: 'Measure widget: empty state text.',
  },

  audience: /*i18n*/ {
    id: 'home.audience',
    message: 'Audience',
    comment: 'Home: title of the audience widget.',
  },
  openAudience: /*i18n*/ {
    id: 'home.openAudience',
    message: 'Open Audience',
    comment: 'Home: link from the audience widget to the audience area.',
  },
  people: /*i18n*/ {
    id: 'home.people',
    message: 'People who wrote',
    comment: 'Audience widget: distinct people who wrote.',
  },
  newPeople: /*i18n*/ {
    id: 'home.newPeople',
    message: 'New people',
    comment: 'Audience widget: people who wrote for the first time.',
  },
  audienceEmpty: /*i18n*/ {
    id: 'home.audienceEmpty',
    message: 'Nobody wrote in the last 7 days',
    comment: 'Audience widget: empty state title.',
  },
  audienceEmptyBody: /*i18n*/ {
    id: 'home.audienceEmptyBody',
    message: 'People who write to your channels are counted here.',
    comment: 'Audience widget: empty state text.',
  },

  listen: /*i18n*/ {
    id: 'home.listen',
    message: 'Listening',
    comment: 'Home: title of the listen widget.',
  },
  openListen: /*i18n*/ {
    id: 'home.openListen',
    message: 'Open Listen',
    comment: 'Home: link from the listen widget to the listen area.',
  },
  paused: /*i18n*/ {
    id: 'home.paused',
    message: 'Paused',
    comment: 'Listen widget: badge of a paused query.',
  },
  active: /*i18n*/ {
    id: 'home.active',
    message: 'Active',
    comment: 'Listen widget: badge of an active query.',
  },
  excluded: /*i18n*/ {
    id: 'home.excluded',
    message: 'Not: {keywords}',
    comment: 'Listen widget: keywords a query leaves out.',
  },
  listenEmpty: /*i18n*/ {
    id: 'home.listenEmpty',
    message: 'No listening queries yet',
    comment: 'Listen widget: empty state title.',
  },
  listenEmptyBody: /*i18n*/ {
    id: 'home.listenEmptyBody',
    message: 'Set up a query in Listen to follow what people say about you.',
    comment: 'Listen widget: empty state text.',
  },
} as const;

/** The texts of the profile's time zone (decision 0073). */
export const timeZoneMessages = {
  title: /*i18n*/ {
    id: 'timeZone.title',
    message: 'Time zone',
    comment: 'Profile: heading and label of the time zone choice.',
  },
  hint: /*i18n*/ {
    id: 'timeZone.hint',
    message: 'Home, the calendar and the composer show times in this zone.',
    comment: 'Profile: what the time zone is for.',
  },
  browser: /*i18n*/ {
    id: 'timeZone.browser',
    message: 'Use the browser’s time zone ({zone})',
    comment: 'Profile: the choice of no zone of one’s own.',
  },
  saved: /*i18n*/ {
    id: 'timeZone.saved',
    message: 'Time zone saved',
    comment: 'Toast after saving the time zone.',
  },
  saveFailed: /*i18n*/ {
    id: 'timeZone.saveFailed',
    message: 'The time zone could not be saved.',
    comment: 'Toast when saving the time zone failed.',
  },
  other: /*i18n*/ {
    id: 'timeZone.other',
    message: 'Other',
    comment: 'Profile: group of zones without a region (UTC).',
  },
} as const;
