import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInTransition } from '@/page-setup/yielding-hydration';

/** Keeps the thread busy, like rendering a real page region on a slow phone. */
function busyFor(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until);
}

function SlowSection({ index, log }: { index: number; log: string[] }) {
  busyFor(3);
  log.push(`section ${index}`);
  return <p>Section {index}</p>;
}

function Page({ log }: { log: string[] }) {
  // Runs when React commits the hydrated page; unmounting before that would be an update mid-hydration.
  useLayoutEffect(() => {
    log.push('committed');
  }, [log]);
  return (
    <main>
      {Array.from({ length: 40 }, (_, index) => (
        <SlowSection key={index} index={index} log={log} />
      ))}
    </main>
  );
}

/**
 * Hydrates the server markup of a slow page and records whether a browser task got to run before
 * React had rendered every section.
 */
async function hydrateAndWatch(hydrate: typeof hydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const log: string[] = [];
  const watchBrowserTasks = () => {
    log.push('browser task');
    if (log.filter((entry) => entry.startsWith('section')).length < 40) setTimeout(watchBrowserTasks, 0);
  };
  const root = hydrate(container, <Page log={log} />);
  setTimeout(watchBrowserTasks, 0);
  while (!log.includes('committed')) await new Promise((resolve) => setTimeout(resolve, 20));
  root.unmount();
  container.remove();
  const firstSection = log.indexOf('section 0');
  const lastSection = log.indexOf('section 39');
  return { hydrated: lastSection > firstSection, browserTasksBetween: log.slice(firstSection, lastSection).filter((e) => e === 'browser task').length };
}

describe('hydrateInTransition', () => {
  // React's test mode (act) renders everything at once; this test needs React's real scheduling.
  const reactTestMode = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactTestMode.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    reactTestMode.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    reactTestMode.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('lets the browser run other tasks while React hydrates the page', async () => {
    const client = { hydrateRoot };
    hydrateInTransition(client);

    const result = await hydrateAndWatch(client.hydrateRoot);

    expect(result.hydrated).toBe(true);
    expect(result.browserTasksBetween).toBeGreaterThan(0);
  });

  it('is what makes the difference: plain hydrateRoot renders the page in one task', async () => {
    const result = await hydrateAndWatch(hydrateRoot);

    expect(result.hydrated).toBe(true);
    expect(result.browserTasksBetween).toBe(0);
  });

  it('wraps hydrateRoot only once', () => {
    const client = { hydrateRoot };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
  });
});
