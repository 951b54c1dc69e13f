/**
 * @smm/inbox: the engage inbox's screen logic, framework-free. See README.md.
 */
export {};
