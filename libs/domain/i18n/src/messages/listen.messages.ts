/**
 * The texts of Listen (issue 32, decisions 0088, 0089): the screen that shows the listening tool
 * in a frame, its states (opening, not answering, failed), and the home widget's volume.
 */
export const listenMessages = {
  title: /*i18n*/ {
    id: 'listen.title',
    message: 'Listen',
    comment: "Listen: the screen's heading.",
  },
  intro: /*i18n*/ {
    id: 'listen.intro',
    message: 'What people say on social networks about your brand and topics.',
    comment: 'Listen: the line under the heading.',
  },
  frameTitle: /*i18n*/ {
    id: 'listen.frameTitle',
    message: 'Listening tool',
    comment: 'Listen: the accessible title of the frame that shows the listening tool.',
  },
  opening: /*i18n*/ {
    id: 'listen.opening',
    message: 'Opening the listening tool…',
    comment: 'Listen: shown while the listening tool is being opened.',
  },
  reload: /*i18n*/ {
    id: 'listen.reload',
    message: 'Reload the listening tool',
    comment: 'Listen: accessible name and tooltip of the button that opens the tool afresh.',
  },
  openFailed: /*i18n*/ {
    id: 'listen.openFailed',
    message: 'The listening tool could not be opened',
    comment: 'Listen: heading when the product could not prepare the listening tool.',
  },
  openFailedBody: /*i18n*/ {
    id: 'listen.openFailedBody',
    message: 'Check your connection and try again. If it keeps failing, reload the page.',
    comment: 'Listen: what to do when the listening tool could not be opened.',
  },
  notAnswering: /*i18n*/ {
    id: 'listen.notAnswering',
    message: 'The listening tool is not answering',
    comment: 'Listen: heading when the listening tool did not load in the frame in time.',
  },
  notAnsweringBody: /*i18n*/ {
    id: 'listen.notAnsweringBody',
    message:
      'It may be down for a moment. Try again in a minute; if it still does not answer, tell your administrator that the listening tool is unavailable.',
    comment: 'Listen: what to do when the listening tool is down.',
  },
  notIncluded: /*i18n*/ {
    id: 'listen.notIncluded',
    message: "Listen is not part of your organisation's package",
    comment: "Listen: heading when the organisation's package lacks Listen.",
  },
  notIncludedBody: /*i18n*/ {
    id: 'listen.notIncludedBody',
    message: 'Ask your administrator about adding Listen.',
    comment: "Listen: what to do when the organisation's package lacks Listen.",
  },
  tryAgain: /*i18n*/ {
    id: 'listen.tryAgain',
    message: 'Try again',
    comment: 'Listen: button that opens the listening tool again after a failure.',
  },
  lastWeek: /*i18n*/ {
    id: 'listen.lastWeek',
    message: '{count, plural, one {# post} other {# posts}} in the last 7 days',
    comment: "Home's listen widget: how many posts a query found in the last 7 days.",
  },
} as const;
