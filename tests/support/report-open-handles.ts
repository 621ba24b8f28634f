/**
 * Global teardown of the integration tests: names what still keeps the process alive once every test
 * file has finished (a server, socket or timer a test forgot to close), so that a leak shows in the log
 * although integration.sh ends the run with --forceExit.
 */
export default async function reportOpenHandles() {
  // Sockets and timers that are closing get a moment to finish.
  await new Promise((resolve) => setTimeout(resolve, 500).unref());
  const open = process.getActiveResourcesInfo().filter((resource) => resource !== 'TTYWrap' && resource !== 'FSReqCallback');
  if (open.length > 0) console.warn(`Still open after the integration tests: ${open.join(', ')}`);
}
